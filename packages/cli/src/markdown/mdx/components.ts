// MDX without running page code: `import`/`export` lines are read and removed, `{/* comments */}` dropped,
// JSX elements become ordinary Markdown nodes the rest of the pipeline already knows (tabs and admonitions
// as directives, images and links as mdast images and links, CodeBlock as a fence, math as math nodes) or
// HTML elements. What cannot be rendered is reported at its file:line:col and its children still render.
import type { Root, RootContent, Paragraph, PhrasingContent, Code, Image, Link, Text } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression, MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Program } from 'estree';
import { find, html } from 'property-information';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { Processor } from 'unified';
import { notify } from '../notices.ts';
import { SITE_COMPONENT_TAG } from './tags.ts';
import type { MarkdownContext } from '../types.ts';
import { BUILTIN_NAMES, WIDGET, emptyScope, readEsm, type BuiltinKind, type EsmScope } from './esm.ts';
import { UNKNOWN, evaluateProgram, isCommentOnly, type Evaluated, type Literal } from './literal.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Expression = MdxFlowExpression | MdxTextExpression;
type Node = RootContent;
type Props = Record<string, Literal>;

export { SITE_COMPONENT_TAG };

const estreeOf = (node: { data?: { estree?: Program | null } }): Program | undefined => node.data?.estree ?? undefined;

export function remarkMdxComponents(this: Processor) {
  const parser = this;
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx as MarkdownContext;
    if (!ctx.mdx) return;
    expandMdxCodeBlocks(tree, parser);
    const scope = emptyScope();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const program = estreeOf(node as MdxjsEsm);
      const start = node.position?.start ?? { line: 1, column: 1 };
      if (program) readEsm(program, { line: start.line + ctx.bodyLineOffset, column: start.column }, scope);
    }
    const t = new Transformer(file, scope, new Set(ctx.siteComponents ?? []));
    tree.children = t.nodes(tree.children, false);
    t.reportUnusedImports();
  };
}

/**
 * ```mdx-code-block fences (Docusaurus: MDX that a plain Markdown viewer shows as code) are page content:
 * parsed with the page's own parser and put in place of the fence, lines counted from the fence's.
 */
function expandMdxCodeBlocks(tree: Root, parser: Processor): void {
  const visit = (children: Node[]): void => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'code' && node.lang === 'mdx-code-block') {
        const inner = parser.parse(node.value) as Root;
        const shift = node.position?.start.line ?? 0;
        const move = (n: { position?: { start: { line: number }; end: { line: number } }; children?: unknown[] }): void => {
          if (n.position) n.position = { ...n.position, start: { ...n.position.start, line: n.position.start.line + shift }, end: { ...n.position.end, line: n.position.end.line + shift } };
          for (const c of (n.children ?? []) as (typeof n)[]) move(c);
        };
        for (const c of inner.children) move(c as never);
        children.splice(i, 1, ...inner.children);
        i += inner.children.length - 1;
      } else if ('children' in node) visit(node.children as Node[]);
    }
  };
  visit(tree.children);
}

class Transformer {
  private readonly used = new Set<string>();
  private readonly widgetsSeen = new Set<string>();

  constructor(
    private readonly file: VFile,
    private readonly scope: EsmScope,
    private readonly site: Set<string>,
  ) {}

  nodes(list: Node[], inline: boolean): Node[] {
    const out: Node[] = [];
    for (const node of list) {
      switch (node.type) {
        case 'mdxjsEsm':
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          out.push(...this.expression(node, inline));
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          out.push(...this.element(node, inline || node.type === 'mdxJsxTextElement'));
          break;
        default:
          if ('children' in node) (node as { children: Node[] }).children = this.nodes(node.children as Node[], inline || node.type === 'paragraph' || node.type === 'heading');
          // `<summary>Title</summary>` on a line of its own is a paragraph holding one inline element: the
          // element is a block in HTML and must not sit in a <p>.
          if (node.type === 'paragraph' && node.children.length > 0 && node.children.every((c) => isBlockElement(c) || (c.type === 'text' && c.value.trim() === ''))) {
            out.push(...(node.children.filter((c) => c.type !== 'text') as Node[]));
          } else out.push(node);
      }
    }
    return out;
  }

  /** Imports of code no element uses (data, hooks): the page may depend on them for text it shows. */
  reportUnusedImports(): void {
    for (const [name, imp] of this.scope.foreign) {
      if (this.used.has(name) || !/^\.{1,2}\//.test(imp.source) || !/\.(m?[jt]sx?)$|^[^.]*$/.test(imp.source.split('/').pop() ?? '')) continue;
      notify(this.file, { position: { start: { line: imp.line - (this.file.data.ctx as MarkdownContext).bodyLineOffset, column: imp.column } } }, `The import of "${name}" from "${imp.source}" is not run: tondocs does not execute page code. Write what it provides into the page, or register a component in tondocs.config.ts (markdown.components).`);
    }
  }

  private expression(node: Expression, inline: boolean): Node[] {
    const program = estreeOf(node);
    if (isCommentOnly(program, node.value)) return [];
    const value = evaluateProgram(program, this.scope.images);
    if (typeof value === 'string' || typeof value === 'number') return [this.text(String(value), inline)];
    const source = node.value.trim();
    const exported = [...this.scope.exported.keys()].find((n) => new RegExp(`\\b${n}\\b`).test(source));
    let hint: string;
    if (/\.map\s*\(/.test(source)) hint = 'A .map() expression is not evaluated: write the list out in Markdown.';
    else if (exported) hint = `"export const ${exported}" is not evaluated: write its value into the page.`;
    else hint = 'JavaScript expressions are not evaluated (tondocs does not run page code): write the value as text.';
    notify(this.file, node, `{${clip(source)}} was not rendered. ${hint}`);
    return [];
  }

  private text(value: string, inline: boolean): Node {
    const text: Text = { type: 'text', value };
    return inline ? text : ({ type: 'paragraph', children: [text] } satisfies Paragraph);
  }

  private element(node: JsxElement, inline: boolean): Node[] {
    const name = node.name;
    if (name === null) return this.nodes(node.children as Node[], inline); // <>fragment</>
    this.used.add(name.split('.')[0]!);
    if (this.site.has(name)) return [this.siteComponent(node, inline)];
    const kind: BuiltinKind | undefined = this.scope.components.get(name) ?? (this.scope.foreign.has(name) && !BUILTIN_NAMES[name] ? undefined : BUILTIN_NAMES[name]);
    if (kind) return this.builtin(kind, node, inline);
    if (/^[a-z]/.test(name) && !name.includes('.')) return [this.htmlElement(node, name, inline)];
    if (WIDGET.test(name)) return this.widget(node, name);
    const imp = this.scope.foreign.get(name);
    const exported = this.scope.exported.has(name);
    const from = imp ? ` (imported from "${imp.source}")` : exported ? ' (declared by "export const" in the page)' : '';
    notify(this.file, node, `Unknown component <${name}>${from}: only its children are rendered. Replace it with Markdown or a standard component, or register it in tondocs.config.ts (markdown.components: { ${name}: './src/components/${name}.tsx' }).`);
    return this.nodes(node.children as Node[], inline);
  }

  /** Attribute values, literal ones only; the others are reported and left out. */
  private props(node: JsxElement): Props {
    const props: Props = {};
    for (const attr of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
      if (attr.type === 'mdxJsxExpressionAttribute') {
        notify(this.file, attr.position ? attr : node, `The spread attribute {${clip(attr.value)}} on <${node.name}> is not evaluated: write the attributes out.`);
        continue;
      }
      if (attr.value === null || attr.value === undefined) props[attr.name] = true;
      else if (typeof attr.value === 'string') props[attr.name] = attr.value;
      else {
        const v: Evaluated = evaluateProgram(estreeOf(attr.value), this.scope.images);
        if (v !== UNKNOWN) props[attr.name] = v;
        // Event handlers would never run on a static page anyway: dropped without a word.
        else if (!/^on[A-Z]/.test(attr.name)) notify(this.file, attr.position ? attr : node, `The attribute ${attr.name}={${clip(attr.value.value)}} on <${node.name}> is not evaluated: only literal values (strings, numbers, booleans, object and array literals) are. Write the value out.`);
      }
    }
    return props;
  }

  private children(node: JsxElement, inline: boolean): Node[] {
    return this.nodes(node.children as Node[], inline);
  }

  private builtin(kind: BuiltinKind, node: JsxElement, inline: boolean): Node[] {
    const props = this.props(node);
    switch (kind) {
      case 'tabs':
        return [this.tabs(node, props)];
      case 'tabItem':
        notify(this.file, node, `<TabItem> outside <Tabs>: its content is shown without a tab. Put it inside a <Tabs> element.`);
        return this.children(node, inline);
      case 'admonition':
        return [admonition(String(props.type ?? 'note'), typeof props.title === 'string' ? props.title : undefined, this.children(node, false))];
      case 'details':
        return [this.htmlElement(node, 'details', inline, props)];
      case 'themedImage':
        return this.themedImage(node, props, inline);
      case 'codeBlock':
        return [this.codeBlock(node, props)];
      case 'docCardList':
        return [{ type: 'paragraph', children: [], data: { hName: 'div', hProperties: { className: ['doc-card-list'], dataDocCardList: '' } } } satisfies Paragraph];
      case 'blockMath':
      case 'inlineMath': {
        const value = typeof props.math === 'string' ? props.math : literalChildren(node, this.scope);
        // The same nodes remark-math makes for $$...$$ and $...$, with the hast they become (KaTeX renders that).
        const text = [{ type: 'text', value }];
        const math = (
          kind === 'blockMath' && !inline
            ? { type: 'math', value, data: { hName: 'pre', hChildren: [{ type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: text }] } }
            : { type: 'inlineMath', value, data: { hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: text } }
        ) as unknown as Node;
        return [inline || kind === 'blockMath' ? math : this.wrap(math as PhrasingContent)];
      }
      case 'button':
      case 'link': {
        const url = String(props.href ?? props.to ?? props.link ?? '');
        const className = kind === 'button' ? ['button', `button--${String(props.colorType ?? props.variant ?? 'primary')}`, ...(props.sizeType || props.size ? [`button--${String(props.sizeType ?? props.size)}`] : [])] : classNames(props.className);
        const link: Link = { type: 'link', url, children: inlineChildren(this.children(node, true)), data: className.length ? { hProperties: { className } } : {}, position: node.position };
        return [inline ? link : this.wrap(link)];
      }
      case 'widget':
        return this.widget(node, node.name ?? 'widget');
      case 'head':
        notify(this.file, node, '<Head> is not supported: set the title and description in the frontmatter.');
        return [];
    }
  }

  /** Feedback and similar site widgets need a backend: dropped, reported once per build. */
  private widget(node: JsxElement, name: string): Node[] {
    if (!this.widgetsSeen.has(name)) {
      this.widgetsSeen.add(name);
      notify(this.file, node, `The <${name}> widget was dropped: it needs the site's own backend. Remove it from the pages, or register a component in tondocs.config.ts (markdown.components).`, `widget:${name}`);
    }
    return [];
  }

  private tabs(node: JsxElement, props: Props): Node {
    const values = Array.isArray(props.values) ? (props.values as { value?: Literal; label?: Literal }[]) : [];
    const items: ContainerDirective[] = [];
    // `<TabItem value="a">Text</TabItem>` on lines of their own, without blank lines, parse as one paragraph
    // of inline elements: the items are those elements.
    const children = (node.children as Node[]).flatMap((c) =>
      c.type === 'paragraph' && c.children.every((p) => p.type === 'mdxJsxTextElement' || (p.type === 'text' && p.value.trim() === '')) ? (c.children.filter((p) => p.type !== 'text') as Node[]) : [c],
    );
    for (const child of children) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && (this.scope.components.get(child.name) ?? BUILTIN_NAMES[child.name]) === 'tabItem') {
        this.used.add(child.name);
        const p = this.props(child);
        const value = String(p.value ?? p.label ?? `tab-${items.length + 1}`);
        const label = String(p.label ?? values.find((v) => v.value === p.value)?.label ?? value);
        const isDefault = p.default === true || (props.defaultValue !== undefined && props.defaultValue === p.value);
        items.push({
          type: 'containerDirective',
          name: 'tab',
          attributes: { value, ...(isDefault ? { default: '' } : {}) },
          children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: label }] }, ...(this.children(child, false) as ContainerDirective['children'])],
          position: child.position,
        });
      } else if (child.type === 'mdxFlowExpression' && isCommentOnly(estreeOf(child), child.value)) {
        continue;
      } else {
        notify(this.file, child, `Content directly inside <Tabs> (not in a <TabItem>) is not shown: move it into a <TabItem> or out of the <Tabs>.`);
      }
    }
    const groupId = typeof props.groupId === 'string' ? props.groupId : undefined;
    const queryString = props.queryString === true ? groupId : typeof props.queryString === 'string' ? props.queryString : undefined;
    return {
      type: 'containerDirective',
      name: 'tabs',
      attributes: { ...(groupId ? { groupId } : {}), ...(queryString ? { queryString } : {}) },
      children: items,
      position: node.position,
    } satisfies ContainerDirective as Node;
  }

  /** Both images are in the HTML; the stylesheet shows the one of the current colour mode (no flash). */
  private themedImage(node: JsxElement, props: Props, inline: boolean): Node[] {
    const sources = (props.sources ?? {}) as Record<string, Literal>;
    const alt = typeof props.alt === 'string' ? props.alt : '';
    const imgs: Image[] = (['light', 'dark'] as const)
      .filter((mode) => typeof sources[mode] === 'string')
      .map((mode) => ({ type: 'image', url: sources[mode] as string, alt, position: node.position, data: { hProperties: { className: ['themed-image', `themed-image--${mode}`, ...classNames(props.className)] } } }));
    if (imgs.length === 0) notify(this.file, node, '<ThemedImage> without literal sources={{light: "...", dark: "..."}}: nothing is shown. Give both image paths as strings.');
    if (inline) return imgs;
    return imgs.length ? [{ type: 'paragraph', children: imgs }] : [];
  }

  private codeBlock(node: JsxElement, props: Props): Code {
    const lang = typeof props.language === 'string' ? props.language : classNames(props.className).find((c) => c.startsWith('language-'))?.slice(9);
    const meta = [
      typeof props.title === 'string' ? `title=${JSON.stringify(props.title)}` : '',
      props.showLineNumbers ? 'showLineNumbers' : '',
      typeof props.metastring === 'string' ? props.metastring : '',
    ]
      .filter(Boolean)
      .join(' ');
    return { type: 'code', lang: lang ?? null, meta: meta || null, value: literalChildren(node, this.scope).replace(/^\n|\n$/g, ''), position: node.position };
  }

  private siteComponent(node: JsxElement, inline: boolean): Node {
    const props = this.props(node);
    return {
      type: inline ? 'emphasis' : 'blockquote',
      children: this.children(node, inline),
      data: { hName: SITE_COMPONENT_TAG, hProperties: { dataName: node.name, dataProps: JSON.stringify(props) } },
    } as Node;
  }

  /** A lowercase element is HTML: its attributes become properties; `<img>` and `<a>` go through the image and link passes. */
  private htmlElement(node: JsxElement, tag: string, inline: boolean, given?: Props): Node {
    const props = given ?? this.props(node);
    if (tag === 'img' && typeof props.src === 'string') {
      const { src, alt, title, ...rest } = props;
      const img: Image = { type: 'image', url: src, alt: typeof alt === 'string' ? alt : '', title: typeof title === 'string' ? title : null, data: { hProperties: properties(rest) }, position: node.position };
      return inline ? img : this.wrap(img);
    }
    let children = this.children(node, inline);
    if (tag === 'a' && typeof props.href === 'string') {
      const { href, ...rest } = props;
      const link: Link = { type: 'link', url: href, children: inlineChildren(children), data: { hProperties: properties(rest) }, position: node.position };
      return inline ? link : this.wrap(link);
    }
    // `<summary>Title</summary>` on its own line holds one paragraph: the summary is the text, not a <p>.
    if (!inline && children.length === 1 && children[0]!.type === 'paragraph' && PHRASING_TAGS.has(tag)) children = (children[0] as Paragraph).children;
    // A void element (<br/>, <hr/>) must get no children at all, not even the blockquote handler's newlines.
    const hChildren = children.length === 0 ? { hChildren: [] } : {};
    return { type: inline ? 'emphasis' : 'blockquote', children, data: { hName: tag, hProperties: properties(props), ...hChildren }, position: node.position } as Node;
  }

  private wrap(node: PhrasingContent): Paragraph {
    return { type: 'paragraph', children: [node] };
  }
}

const BLOCK_TAGS = new Set(['summary', 'details', 'div', 'figure', 'table', 'section', 'center', 'ul', 'ol', 'blockquote', 'pre', 'hr', 'iframe', 'video', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);

function isBlockElement(node: PhrasingContent): boolean {
  const name = (node.data as { hName?: string } | undefined)?.hName;
  return name !== undefined && BLOCK_TAGS.has(name);
}

const PHRASING_TAGS = new Set(['summary', 'span', 'b', 'strong', 'em', 'i', 'code', 'sup', 'sub', 'small', 'mark', 'kbd', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figcaption', 'td', 'th', 'button', 'label', 'u', 's']);

function admonition(kind: string, title: string | undefined, children: Node[]): Node {
  const label: Paragraph[] = title ? [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: title }] }] : [];
  return { type: 'containerDirective', name: kind.toLowerCase(), attributes: {}, children: [...label, ...(children as ContainerDirective['children'])] } satisfies ContainerDirective as Node;
}

/** The text of an element whose children are a string: `{`code`}` or plain text. */
function literalChildren(node: JsxElement, scope: EsmScope): string {
  const parts: string[] = [];
  for (const child of node.children as Node[]) {
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const v = evaluateProgram(estreeOf(child), scope.images);
      parts.push(typeof v === 'string' ? v : '');
    } else if (child.type === 'paragraph') {
      parts.push(literalChildren(child as unknown as JsxElement, scope));
    } else parts.push(toString(child));
  }
  return parts.join('');
}

function inlineChildren(nodes: Node[]): PhrasingContent[] {
  return nodes.flatMap((n) => (n.type === 'paragraph' ? n.children : [n as PhrasingContent]));
}

function classNames(v: Literal): string[] {
  return typeof v === 'string' ? v.split(/\s+/).filter(Boolean) : [];
}

/** JSX attribute names and values -> hast properties (className, htmlFor, aria-*, style objects as CSS). */
function properties(props: Props): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string | number | boolean | string[]> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    const info = find(html, name === 'class' ? 'className' : name);
    if (name === 'style' && typeof value === 'object') {
      out.style = Object.entries(value as Record<string, Literal>)
        .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof v === 'number' && v !== 0 && !/opacity|weight|z-?index|flex|order|line-?height/i.test(k) ? `${v}px` : String(v)}`)
        .join('; ');
    } else if (info.property === 'className') out.className = classNames(value);
    else if (typeof value === 'object') out[info.property] = JSON.stringify(value);
    else out[info.property] = value;
  }
  return out;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}
