// Components rehype-react uses for Markdown elements, at build time only.
import type { ComponentType } from 'react';
import { Admonition, AdmonitionTitle } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { MdH2, MdH3, MdH4, MdH5, MdH6, MdLi, MdLink, MdTable, MdTh } from './elements.tsx';

export const markdownComponents: Record<string, ComponentType<never>> = {
  admonition: Admonition as ComponentType<never>,
  admonitiontitle: AdmonitionTitle as ComponentType<never>,
  codeblock: CodeBlock as ComponentType<never>,
  a: MdLink as ComponentType<never>,
  table: MdTable as ComponentType<never>,
  th: MdTh as ComponentType<never>,
  li: MdLi as ComponentType<never>,
  h2: MdH2 as ComponentType<never>,
  h3: MdH3 as ComponentType<never>,
  h4: MdH4 as ComponentType<never>,
  h5: MdH5 as ComponentType<never>,
  h6: MdH6 as ComponentType<never>,
};
