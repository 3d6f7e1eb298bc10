import { gameInputSchema, type GameInput } from '@venue/contracts/catalogue';
import { fieldErrors } from '@venue/service-kit/field-errors';
import type { z } from 'zod';

export type ParsedGame = z.output<typeof gameInputSchema> & { line: number };

interface ParsedGameFile {
  games: ParsedGame[];
  /** Problems keyed "line N", in file order. */
  errors: Record<string, string[]>;
}

/**
 * Reads a category file: one game a line as `name|manufacturer|year|description` (the
 * description may be left off). Blank lines are skipped; a name may appear once per file.
 */
export function parseGameFile(text: string): ParsedGameFile {
  const games: ParsedGame[] = [];
  const errors: Record<string, string[]> = {};
  const firstLineOfName = new Map<string, number>();
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '') return;
      const fields = raw.split('|');
      const problems: string[] = [];
      if (fields.length < 3) problems.push('Expected name|manufacturer|year|description');
      else if (fields.length > 4)
        problems.push('Too many | separators: expected name|manufacturer|year|description');
      else {
        const [name, manufacturer, year, description] = fields;
        const result = gameInputSchema.safeParse({
          name,
          manufacturer,
          year,
          description: description ?? '',
        });
        if (!result.success) problems.push(...Object.values(fieldErrors(result.error)).flat());
        else {
          const key = result.data.name.toLowerCase();
          const earlier = firstLineOfName.get(key);
          if (earlier) problems.push(`${result.data.name} is already on line ${earlier}`);
          else {
            firstLineOfName.set(key, line);
            games.push({ ...result.data, line });
          }
        }
      }
      if (problems.length > 0) errors[`line ${line}`] = problems;
    });
  return { games, errors };
}

export function serializeGameFile(
  games: Array<Required<Pick<GameInput, 'name' | 'manufacturer' | 'year' | 'description'>>>,
): string {
  return (
    games
      .map((game) => [game.name, game.manufacturer, game.year, game.description].join('|'))
      .join('\n') + (games.length > 0 ? '\n' : '')
  );
}
