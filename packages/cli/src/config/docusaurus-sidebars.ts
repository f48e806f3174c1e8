// Docusaurus sidebar files as they are: the shorthand forms ({ 'Label': [items] }, a sidebar given as an
// object), `ref` items, and the keys that only style or annotate an item (className, customProps, key,
// keywords, image, collapsible, autoAddBaseUrl) are read into the sidebar items tondocs knows.
import GithubSlugger from 'github-slugger';

type Json = Record<string, unknown>;

const IGNORED_KEYS = ['className', 'customProps', 'key', 'keywords', 'image', 'collapsible', 'autoAddBaseUrl', 'defaultStyle'];

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A sidebar as Docusaurus accepts it -> the list form tondocs validates. */
export function fromDocusaurusSidebar(value: unknown): unknown {
  if (isRecord(value)) return Object.entries(value).map(([label, items]) => ({ type: 'category', label, items: fromDocusaurusItems(items) }));
  return fromDocusaurusItems(value);
}

function fromDocusaurusItems(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  // An `html` item is decoration between entries (a divider, a heading): nothing to navigate to.
  return value.filter((item) => !(isRecord(item) && item.type === 'html')).map(fromDocusaurusItem);
}

function fromDocusaurusItem(item: unknown): unknown {
  if (!isRecord(item)) return item;
  if (item.type === undefined) {
    const keys = Object.keys(item);
    if (keys.length === 1 && Array.isArray(item[keys[0]!])) return { type: 'category', label: keys[0], items: fromDocusaurusItems(item[keys[0]!]) };
    return item;
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(item)) if (!IGNORED_KEYS.includes(k)) out[k] = v;
  if (out.type === 'ref') out.type = 'doc';
  if (out.type === 'link') delete out.description;
  if (out.type === 'category') {
    out.items = fromDocusaurusItems(out.items ?? []);
    const description = out.description;
    delete out.description;
    if (isRecord(out.link)) {
      const link: Json = {};
      for (const [k, v] of Object.entries(out.link)) if (!IGNORED_KEYS.includes(k)) link[k] = v;
      if (link.type === 'generated-index') {
        // Docusaurus's default address of a generated index: /category/<slug of the label>.
        if (link.slug === undefined && typeof out.label === 'string') link.slug = `/category/${new GithubSlugger().slug(out.label)}`;
        else if (typeof link.slug === 'string' && !link.slug.startsWith('/')) link.slug = `/${link.slug}`;
        if (link.description === undefined && typeof description === 'string') link.description = description;
      }
      out.link = link;
    }
  }
  return out;
}
