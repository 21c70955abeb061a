import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';

/**
 * Chunks: the framework (React, router) is one long-lived vendor chunk; everything else follows the
 * lazy route boundaries of app/router.tsx, so the sign-in route only pulls the entry, the vendor
 * chunk and the auth chunk. scripts/bundle-size.mjs checks the budget.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': backend, '/config.json': backend, '/files': backend },
  },
  preview: {
    proxy: { '/api': backend, '/config.json': backend, '/files': backend },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
