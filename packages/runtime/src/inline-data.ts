import type { RouteData } from '@tondocs/theme';

export const ROOT_ELEMENT_ID = '__tondocs';
export const DATA_ELEMENT_ID = '__tondocs_data';

/** The JSON each page carries inline: its route (without the body, which is in the DOM) and data URLs. */
export interface InlineData {
  route: RouteData;
  siteUrl: string;
}
