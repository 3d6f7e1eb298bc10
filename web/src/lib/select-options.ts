/** A select's options from a contract's list and how each is named, with an optional prompt first. */
export const optionsOf = <K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
  placeholder?: string,
) => [
  ...(placeholder === undefined ? [] : [{ value: '', label: placeholder }]),
  ...keys.map((key) => ({ value: key, label: label(key) })),
];
