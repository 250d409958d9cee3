/** Compiles the server into node_modules/.cache/fieldops/<name>-<pid>: its main.js and how to remove it. */
export function buildServerCopy(name: string): { main: string; remove(): void };
