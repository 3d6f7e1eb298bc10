/** The keys of `T` whose values are of type `V`. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/**
 * A filter bar's fields bound to one object of filters: `{...field('status')}` on a select or a
 * search field, `{...check('issuesOnly')}` on a checkbox; each change gives a new object.
 *
 *   const { field } = bindFilters(filters, setFilters);
 *   <SelectField label="Status" options={statusOptions} {...field('status')} />
 */
export function bindFilters<T extends object>(filters: T, onChange: (next: T) => void) {
  return {
    field: <K extends KeysOf<T, string>>(name: K) => ({
      value: filters[name] as string,
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...filters, [name]: event.target.value }),
    }),
    check: <K extends KeysOf<T, boolean>>(name: K) => ({
      checked: filters[name] as boolean,
      onChange: (event: { target: { checked: boolean } }) =>
        onChange({ ...filters, [name]: event.target.checked }),
    }),
  };
}
