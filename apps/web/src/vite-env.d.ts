/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Key sent in the `apikey` header; the bundled server accepts `proboard-web` in demo mode. */
  readonly VITE_API_KEY?: string;
  /** Prefix of gateway calls, `/api` on the page's own origin unless set (e.g. https://gw.example.com/api). */
  readonly VITE_GATEWAY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
