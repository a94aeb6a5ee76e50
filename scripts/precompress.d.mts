// Types of precompress.mjs for the apps' Vite configs (TypeScript).
import type { Plugin } from 'vite';

export declare const COMPRESSIBLE: RegExp;
export declare function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }>;
export declare function precompress(): Plugin;
