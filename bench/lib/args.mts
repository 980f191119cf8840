// The benches' command line: `--name=value` settings and bare `--flag`s.
export function benchArgs() {
  const args = new Map(
    process.argv.slice(2).map((arg): [string, string | undefined] => {
      const [key, value] = arg.replace(/^--/, "").split("=");
      return [key, value];
    }),
  );
  return {
    has: (name: string) => args.has(name),
    /** The setting's text, or undefined when it is not given. */
    text: (name: string) => args.get(name),
    /** The setting as a number, or `fallback` when it is not given (or given without a value). */
    number: (name: string, fallback: number) => Number(args.get(name) ?? fallback),
  };
}
