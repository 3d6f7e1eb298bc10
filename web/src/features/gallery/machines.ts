/**
 * A catalogue game an image can be tagged with. The app hands the staff page the catalogue's
 * games (a feature does not read another's), undefined until they are loaded.
 */
export type Machine = { id: string; name: string };
export type Machines = readonly Machine[] | undefined;

/** What a tag is called: its game's name, or why there is none to show. */
export function machineName(gameId: string, machines: Machines): string {
  if (!machines) return 'Loading machines...';
  return machines.find((machine) => machine.id === gameId)?.name ?? 'A game no longer listed';
}

/** The Machine select's choices: None, then every game by name, then a tag not among them. */
export function machineOptions(machines: Machines, chosen: string) {
  const listed = [...(machines ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map(({ id, name }) => ({ value: id, label: name }));
  const unlisted = chosen !== '' && !listed.some((option) => option.value === chosen);
  return [
    { value: '', label: 'None' },
    ...listed,
    ...(unlisted ? [{ value: chosen, label: machineName(chosen, machines) }] : []),
  ];
}
