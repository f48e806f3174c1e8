// Build-time constants the tondocs bundler replaces (Vite's convention): true when rendering on the server.
interface ImportMetaEnv {
  readonly SSR: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
