import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in web/; the API server serves the build from dist/web. In development
// (npm run dev) Vite answers on 3000 and hands /api and /files to the API server on 3001.
export default defineConfig({
  root: path.resolve(import.meta.dirname, "web"),
  publicDir: path.resolve(import.meta.dirname, "web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@domain": path.resolve(import.meta.dirname, "domain"),
      "@web": path.resolve(import.meta.dirname, "web/src"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 3000,
    proxy: {
      "/api": { target: "http://localhost:3001", changeOrigin: false },
      "/files": { target: "http://localhost:3001", changeOrigin: false },
    },
  },
});
