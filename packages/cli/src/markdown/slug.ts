// Heading ids: Cyrillic is transliterated so that anchors stay readable in any URL bar and stable
// across builds ("Как устроен шардинг" -> "kak-ustroen-sharding"); duplicates get -1, -2...
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

export function slugify(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase().normalize('NFC')) {
    const t = CYRILLIC[ch];
    if (t !== undefined) out += t;
    else if (/[\p{L}\p{N}]/u.test(ch)) out += ch;
    else if (ch === '-' || ch === '_' || /\s/.test(ch)) out += '-';
    // Everything else (punctuation, emoji) is dropped, as GitHub does.
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** Per-page id allocator: keeps explicit ids as they are and numbers repeated automatic ones. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  reserve(id: string): void {
    this.seen.set(id, (this.seen.get(id) ?? 0) + 1);
  }

  has(id: string): boolean {
    return this.seen.has(id);
  }

  slug(text: string): string {
    const base = slugify(text) || 'section';
    let id = base;
    let n = this.seen.get(base) ?? 0;
    while (this.seen.has(id)) id = `${base}-${n++}`;
    this.seen.set(base, n);
    this.seen.set(id, 1);
    return id;
  }
}
