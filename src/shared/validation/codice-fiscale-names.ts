// DM 23/12/1976: the first six letters of a person's codice fiscale come from the surname and the name
// (consonants first, then vowels, X when too short; a name with four consonants or more skips the
// second). Retailers check that the code a customer types is theirs; omocodia changes only digits, so
// these letters hold for every variant of a code.

/** The letters as the code counts them: accents dropped, upper case, A-Z only (D'Angelo: DANGELO). */
function letters(s: string): string[] {
  return [
    ...s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, ''),
  ];
}

const isVowel = (c: string) => 'AEIOU'.includes(c);

function split(s: string) {
  const all = letters(s);
  return { consonants: all.filter((c) => !isVowel(c)), vowels: all.filter(isVowel) };
}

const three = (chars: string[]) => [...chars, 'X', 'X', 'X'].slice(0, 3).join('');

export function cognomeLetters(cognome: string): string {
  const { consonants, vowels } = split(cognome);
  return three([...consonants, ...vowels]);
}

export function nomeLetters(nome: string): string {
  const { consonants, vowels } = split(nome);
  if (consonants.length >= 4) return [consonants[0], consonants[2], consonants[3]].join('');
  return three([...consonants, ...vowels]);
}

export type NameMismatch = 'cognome' | 'nome' | 'nome_cognome';

/** What of the person's names the code (normalized, valid) disagrees with; null when both agree. */
export function codiceFiscaleNameMismatch(cf: string, nome: string, cognome: string): NameMismatch | null {
  const surname = cf.slice(0, 3) === cognomeLetters(cognome);
  const name = cf.slice(3, 6) === nomeLetters(nome);
  if (surname && name) return null;
  if (!surname && !name) return 'nome_cognome';
  return surname ? 'nome' : 'cognome';
}
