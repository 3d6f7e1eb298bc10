import { CloudOff, Droplets, Wind } from 'lucide-react';

import { IconFact } from '@/components/ui/icon-fact';
import { formatVenueTime } from '@/lib/venue-time';

import { useWeather } from '../api/get-weather';
import { weatherIconComponents } from '../weather-icons';
import './current-weather.css';

function WeatherSkeleton() {
  return (
    <div className="current-weather__skeleton" role="status">
      <span className="visually-hidden">Loading the weather...</span>
      <span className="current-weather__bone current-weather__bone--icon" aria-hidden="true" />
      <span className="current-weather__bone current-weather__bone--line" aria-hidden="true" />
      <span className="current-weather__bone current-weather__bone--short" aria-hidden="true" />
    </div>
  );
}

/**
 * The weather at the venue now: the reading (°C, %, km/h) refreshed every 10 minutes, a
 * skeleton while the first one loads, and the spec's unavailable texts when there is none.
 */
export function CurrentWeather() {
  const weather = useWeather();
  if (weather.isPending) return <WeatherSkeleton />;
  if (weather.isError) {
    // The service answers 503 once its reading is stale: an older one is not shown as current.
    return (
      <div className="current-weather__unavailable">
        <CloudOff aria-hidden="true" />
        <p className="current-weather__unavailable-title">Weather data unavailable</p>
        <p>Weather service temporarily unavailable</p>
      </div>
    );
  }
  const { icon, temperature, description, humidity, windSpeed, observedAt } = weather.data;
  const Icon = weatherIconComponents[icon];
  return (
    <div className="current-weather__reading">
      <div className="current-weather__now">
        <Icon className="current-weather__icon" data-weather-icon={icon} aria-hidden="true" />
        <div>
          <p className="current-weather__temperature">{Math.round(temperature)}°C</p>
          <p className="current-weather__description">{description}</p>
        </div>
      </div>
      <dl className="current-weather__facts">
        <IconFact icon={Droplets} label="Humidity" labelShown>
          {Math.round(humidity)}%
        </IconFact>
        <IconFact icon={Wind} label="Wind" labelShown>
          {Math.round(windSpeed)} km/h
        </IconFact>
      </dl>
      <p className="current-weather__tagline">Perfect day to visit the arcade!</p>
      <p className="current-weather__observed">
        Observed at <time dateTime={observedAt}>{formatVenueTime(new Date(observedAt))}</time>
      </p>
    </div>
  );
}
