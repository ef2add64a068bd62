/**
 * The Docker build context of a folder as `.dockerignore` shapes it (Docker's and podman's rules: one
 * pattern a line, `#` comments, `!` re-admits, the last matching line wins, and a pattern matching a
 * folder covers everything in it), and the files in it that look like secrets.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

interface Rule {
  pattern: RegExp;
  segments: string[];
  admit: boolean;
}

/** Go's filepath.Match plus `**` (any number of folders), as the moby pattern matcher reads them. */
function toRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '\\' && i + 1 < pattern.length) source += `\\${pattern[++i]}`;
    else if (char === '[') {
      const end = pattern.indexOf(']', i);
      source += pattern.slice(i, end + 1).replace(/^\[!/, '[^');
      i = end;
    } else source += char.replace(/[.+^${}()|/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function parseIgnoreRules(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const admit = line.startsWith('!');
      const cleaned = posix.normalize((admit ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '');
      return { pattern: toRegExp(cleaned), segments: cleaned.split('/'), admit };
    });
}

/** Whether a path (relative, with `/`) is left out: the last rule matching it or one of its folders decides. */
export function isIgnored(rules: readonly Rule[], path: string): boolean {
  const parts = path.split('/');
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) ignored = !rule.admit;
  }
  return ignored;
}

/** Whether some `!` rule may admit a path inside an ignored folder, so the walk must look in it. */
function mayAdmitInside(rules: readonly Rule[], folder: string): boolean {
  const depth = folder.split('/').length;
  return rules.some((rule) => rule.admit && (rule.segments.some((s) => s.includes('**')) || toRegExp(rule.segments.slice(0, depth).join('/')).test(folder)));
}

/** Every file of `root` that a build with these ignore rules sends as its context, relative with `/`. */
export function buildContextFiles(root: string, ignoreText: string): string[] {
  const rules = parseIgnoreRules(ignoreText);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      const ignored = isIgnored(rules, path);
      if (entry.isDirectory()) {
        if (!ignored || mayAdmitInside(rules, path)) walk(path);
      } else if (!ignored) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/** Names that hold credentials: env files, keys and certificates' private parts, registry and login tokens. */
const SECRET_NAMES = [/^\.env(\..+)?$/, /\.env$/, /\.(pem|key|p12|pfx|jks|keystore)$/, /^id_(rsa|dsa|ecdsa|ed25519)/, /^\.(npmrc|netrc|pgpass)$/, /^secrets?\.[a-z]+$/];

export function looksSecret(path: string): boolean {
  const name = path.split('/').pop() ?? path;
  return SECRET_NAMES.some((pattern) => pattern.test(name));
}

/** The files of the build context that look like secrets; empty when none would reach an image. */
export function secretsInContext(root: string, ignoreText: string): string[] {
  return buildContextFiles(root, ignoreText).filter(looksSecret);
}
