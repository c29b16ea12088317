import fs from 'node:fs/promises';
import path from 'node:path';

// A hand-written page that shows a file of the repository as it is (docs/operations.md shows the
// reference nginx configuration): between `<!-- embed: <path> -->` and `<!-- /embed -->` the file's
// text goes in a fenced block, the language taken from `lang=`; `npm run docs` refreshes it and
// `--check` fails when the page and the file differ.

const EMBED = /(<!-- embed: (\S+)(?: lang=(\S+))? -->\n)[\s\S]*?(<!-- \/embed -->)/g;

export async function embedFiles(markdown: string, root: string): Promise<string> {
  const found = [...markdown.matchAll(EMBED)];
  const texts = await Promise.all(found.map((m) => fs.readFile(path.join(root, m[2]!), 'utf8')));
  let i = 0;
  return markdown.replace(EMBED, (_all, open: string, _file, lang: string | undefined, close: string) => {
    const text = texts[i++]!.trimEnd();
    return `${open}\n\`\`\`${lang ?? ''}\n${text}\n\`\`\`\n\n${close}`;
  });
}
