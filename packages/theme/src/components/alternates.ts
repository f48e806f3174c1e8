import { createContext } from 'react';

/** locale -> URL of the current page in that locale (set per route by the App). */
export const AlternatesContext = createContext<Record<string, string>>({});
