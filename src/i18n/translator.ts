/**
 * The translation runtime: message lookup by dotted key in the current locale with a fallback locale,
 * `{{name}}` placeholders, locale switching and catalog parts added while the app runs, with a
 * subscription so React can re-render on either.
 *
 * The catalogs use nothing more than that (no plural forms, nesting or formatters), and this module is in
 * every visit's first download; a general i18n library for it cost some 17 kB of the 150 kB budget.
 */

/** A message catalog: areas of nested groups whose leaves are messages. */
export interface MessageTree {
  readonly [name: string]: string | MessageTree;
}

/** Every dotted path to a message in a catalog shaped like `T`: 'routes.home', 'components.button.loading'. */
export type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

/** Values for a message's `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The tree with the part's messages added, area by area and level by level; a message already there is replaced. */
export function merge(into: MessageTree, part: MessageTree): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...into };
  for (const [name, value] of Object.entries(part)) {
    const existing = merged[name];
    merged[name] =
      typeof value !== 'string' && existing !== undefined && typeof existing !== 'string' ? merge(existing, value) : value;
  }
  return merged;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  /** Called after every switch of language (not for the initial one). */
  onLanguageChanged?: (language: string) => void;
}

export class Translator<Key extends string = string> {
  private readonly catalogs = new Map<string, MessageTree>();
  private readonly listeners = new Set<() => void>();
  private currentLanguage: string;
  /** Changes whenever a message can read differently: a language switch or an added catalog part. */
  private revision = 0;

  constructor(private readonly options: TranslatorOptions) {
    this.currentLanguage = options.language;
  }

  get language(): string {
    return this.currentLanguage;
  }

  /** The message for `key` with its placeholders filled in; the key itself when no catalog has it. */
  readonly t = (key: Key, values?: MessageValues): string => {
    const message =
      lookup(this.catalogs.get(this.currentLanguage), key) ?? lookup(this.catalogs.get(this.options.fallbackLanguage), key);
    if (message === undefined) return key;
    if (!values) return message;
    return message.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      return value === undefined || value === null ? '' : String(value);
    });
  };

  /** Whether `language` has a message for `key`; without one, whether the current language or the fallback has. */
  exists(key: Key, language?: string): boolean {
    if (language !== undefined) return lookup(this.catalogs.get(language), key) !== undefined;
    return (
      lookup(this.catalogs.get(this.currentLanguage), key) !== undefined ||
      lookup(this.catalogs.get(this.options.fallbackLanguage), key) !== undefined
    );
  }

  /** Adds messages to a language's catalog; a message already there is replaced. */
  addMessages(language: string, part: MessageTree): void {
    this.catalogs.set(language, merge(this.catalogs.get(language) ?? {}, part));
    this.changed();
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.currentLanguage) {
      this.currentLanguage = language;
      this.options.onLanguageChanged?.(language);
      this.changed();
    }
    return Promise.resolve();
  }

  /** For useSyncExternalStore: called after every change of language or messages. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getRevision = (): number => this.revision;

  private changed(): void {
    this.revision += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
