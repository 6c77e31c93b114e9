import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Go server (`cerebro serve`) serves dist/ at / and the API at /api/v1 on :8080.
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    // The vendor chunk (React, router, Redux, react-bootstrap, Formik, Yup) is ~580 kB, ~195 kB gzipped.
    chunkSizeWarningLimit: 650,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: a separate file caches better. (One chunk for all
        // of them: splitting React from the libraries that import it creates init-order cycles.)
        manualChunks(id) {
          return id.includes('node_modules') ? 'vendor' : undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.js'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});
