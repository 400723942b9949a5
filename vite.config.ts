import { defineConfig } from 'vite';

// The game is a static single-page app: `npm start` serves it, `npm run build` writes dist/.
export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
});
