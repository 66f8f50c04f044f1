/**
 * Messages that mark parts of themselves with tags, such as '<name>{{name}}</name><hidden>的账户菜单</hidden>':
 * the parts in order, each with its tag (null for text outside any tag). Tags are flat (no nesting), named
 * by letters; what a tag does (a styled span, hidden text, a link) is up to the caller.
 */
export interface TaggedPart {
  tag: string | null;
  text: string;
}

const TAGGED = /<([a-z][\w-]*)>([\s\S]*?)<\/\1>/gi;

export function taggedParts(message: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  let rest = 0;
  for (const match of message.matchAll(TAGGED)) {
    if (match.index > rest) parts.push({ tag: null, text: message.slice(rest, match.index) });
    parts.push({ tag: match[1]!, text: match[2]! });
    rest = match.index + match[0].length;
  }
  if (rest < message.length) parts.push({ tag: null, text: message.slice(rest) });
  return parts;
}

/**
 * The parts of a message template (tags still in it) with `{{value}}` placeholders filled in afterwards,
 * so a value that itself contains '<' can never be read as markup.
 */
export function fillTaggedParts(template: string, values: Readonly<Record<string, string>>): TaggedPart[] {
  return taggedParts(template).map(({ tag, text }) => ({
    tag,
    text: text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder),
  }));
}
