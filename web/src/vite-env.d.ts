/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND?: 'mock' | 'real';
  readonly VITE_API_BASE?: string;
}
