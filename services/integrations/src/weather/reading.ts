import { weatherReadingSchema } from '@venue/contracts/integrations';
import type { ProviderReading } from './weather-provider';
import { issuesText } from '../outside/http';

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The reading a provider's body made, refused when it is outside what the site can show. */
export function checkedReading(service: string, reading: ProviderReading): ProviderReading {
  const parsed = weatherReadingSchema.safeParse(reading);
  if (!parsed.success) {
    throw new Error(`${service} sent a reading out of range: ${issuesText(parsed.error)}`);
  }
  if (Number.isNaN(reading.observedAt.getTime())) {
    throw new Error(`${service} sent a reading without a valid time`);
  }
  return { ...parsed.data, observedAt: reading.observedAt };
}
