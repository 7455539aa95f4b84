// French grammar the games' words share: "de" elided before a vowel ("le tour d’Ada", "de Bo").

/** `de` before a name or noun, elided before a vowel: `d’Ada`, `de Bo`. */
export function de(name: string): string {
  return /^[aeiouyàâäéèêëîïôöûüœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}
