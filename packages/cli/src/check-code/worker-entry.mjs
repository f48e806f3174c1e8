// Entry of a check-code worker thread: the checkers are TypeScript, loaded through tsx as the CLI loads them.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
