import './config/zod';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/orbitron/700.css';
import '@fontsource/orbitron/900.css';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { loadVenueClock } from './lib/load-venue-clock';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

loadVenueClock();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
