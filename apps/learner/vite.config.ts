import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The reference server (apps/server) answers the API during `npm run dev`. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      // String keys match as path prefixes: /Quest… and /OnlineTest… cover every legacy call path.
      '/api': toApi,
      '/health': toApi,
      '/Quest': toApi,
      '/OnlineTest': toApi,
      // The other backends' prefixes on the reference server, its media, uploads and content redirect.
      '/location': toApi,
      '/analytics': toApi,
      '/masterclass': toApi,
      '/media': toApi,
      '/uploads': toApi,
      '/content': toApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by tests that prove heavy engines (video.js, pdf.js, visx, KaTeX) stay out of the entry chunk.
    manifest: true,
  },
});
