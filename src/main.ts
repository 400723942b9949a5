import './ui/styles.css';
import { App } from './ui/app';
import { loadDataWithStoredPack } from './ui/dataPack';
import { applySettings } from './ui/settings';

// Entry point: load and check the game data, then open the start screen (or resume the game
// that was being played when the page was closed).

// The settings (colour scheme, text size, motion) before anything is drawn, so no screen flashes in others.
applySettings();
const root = document.getElementById('app')!;
performance.mark('sea-devils:modules-evaluated');
loadDataWithStoredPack().then(
  (loaded) => {
    performance.mark('sea-devils:data-loaded');
    void new App(root, loaded).boot();
  },
  (e: unknown) => {
    root.textContent = `The game data could not be loaded: ${(e as Error).message}`;
    throw e;
  },
);
