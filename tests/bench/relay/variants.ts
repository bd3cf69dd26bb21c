/** One entry of a bench's list of servers: a known name and extra environment for its process. */
export interface VariantSpec<Name extends string> {
  /** The entry as written, e.g. `pglite+SOME_SWITCH=1`. */
  label: string;
  name: Name;
  env: Record<string, string>;
}

/**
 * Reads `name+KEY=value+...` entries of a comma-separated list (an A/B of a switch runs the same
 * server with and without it); `what` names the setting in errors.
 */
export function parseVariants<Name extends string>(
  spec: string,
  known: readonly Name[],
  what: string,
): VariantSpec<Name>[] {
  return spec.split(',').map((item) => {
    const [name, ...assignments] = item.trim().split('+');
    if (!name || !known.includes(name as Name))
      throw new Error(`${what}: unknown server "${name}" (want ${known.join(', ')})`);
    const env: Record<string, string> = {};
    for (const a of assignments) {
      const eq = a.indexOf('=');
      if (eq <= 0) throw new Error(`${what}: cannot read "${a}" (want KEY=value)`);
      env[a.slice(0, eq)] = a.slice(eq + 1);
    }
    return { label: item.trim(), name: name as Name, env };
  });
}
