// Injected by esbuild into the playground runner: @ton/core and @ton/crypto use Node's global Buffer.
export { Buffer } from 'buffer';
