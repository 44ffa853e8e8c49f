/**
 * The JS twin of what PostgreSQL does for text search, so that an in-process index gives the
 * answers the SQL gave: `lower(public.f_unaccent(text))` (migration 0000) and pg_trgm's
 * `word_similarity` (contrib/pg_trgm/trgm_op.c), checked against PGlite in trigram.test.ts.
 *
 * Characters are classified and lower-cased as PGlite's database does (ctype C.UTF-8, whose
 * tables follow Unicode: `É` is a letter and lowers to `é`). A PostgreSQL server with another
 * libc or locale may differ on rare characters, never on the ones of the test's repertoire that
 * normalization leaves (ASCII, ɔ, Greek, Cyrillic…).
 */

// ---------------------------------------------------------------------------------------------
// lower(f_unaccent(text))
// ---------------------------------------------------------------------------------------------

/**
 * What unaccent.rules maps that taking the accents off (NFD) does not: ligatures, letters with a
 * stroke or a hook (Guinean ɓ ɗ ŋ ɲ ƴ), typographic punctuation, some symbols. `value=characters`,
 * the value already lower-cased (lower() runs after unaccent, so `Æ` and `æ` both give `ae`).
 * With the rules of stripAccents, exact on Latin, Greek and Cyrillic (U+0080–U+04FF, U+1E00–U+1FFF),
 * punctuation, currency signs, letter-like symbols and number forms (U+2000–U+218F, U+2212),
 * ligatures (U+FB00–U+FB06) and fullwidth ASCII (U+FF01–U+FF5E): the test checks each character.
 * Beyond (mathematical letters 𝐀, circled or bracketed ones ⑴ 🄐, CJK punctuation, small
 * capitals ᴀ, Latin Extended-C/D), unaccent maps some characters this leaves as they are.
 */
const UNACCENT_LETTERS = `a=ªȺẚₐ ae=Ææ b=ƀƁƂƃɃɓʙℬ c=ƇƈȻȼɕℂℭⅭⅽ ce=₠ cr=₢ d=ÐðĐđƉƊƋƌȡɖɗⅅⅆⅮⅾ db=ȸ dz=ǄǅǆǱǲǳʣʥ
  e=ƐɆɇɛₑℯℰⅇ f=Ƒƒℱ fax=℻ g=ƓǤǥɠɡɢʛℊ h=Ħħɦɧʜʰₕℋℌℍℎ hv=ƕ i=ıƖƗɨɪⁱℐℑℹⅈⅠⅰ ii=Ⅱⅱ iii=Ⅲⅲ ij=Ĳĳ iv=Ⅳⅳ ix=Ⅸⅸ
  j=ȷɈɉɟʝʲⅉ k=Ƙƙₖ l=ĿŀŁłƚȴȽɫɬɭʟˡₗℒℓⅬⅼ lj=Ǉǈǉ ll=Ỻỻ ls=ʪ lz=ʫ m=ɱₘℳⅯⅿ n=ŊŋƝƞȵɲɳɴⁿₙℕ nj=Ǌǋǌ no=№
  o=ºØøₒℴ oe=Œœɶ oi=Ƣƣ p=Ƥƥₚ℘ℙ pts=₧ q=ĸʠℚ qp=ȹ r=Ɍɍɼɽɾʀʳℛℜℝ rs=₹ rx=℞ s=ſȿʂˢẜẝₛ ss=ßẞ t=ŦŧƫƬƭƮȶȾʈₜ
  tel=℡ th=Þþ tl=₺ ts=ʦ u=Ʉʉ v=ƲʋỼỽⅤⅴ vi=Ⅵⅵ vii=Ⅶⅶ viii=Ⅷⅷ w=ʷ x=ˣₓⅩⅹ xi=Ⅺⅺ xii=Ⅻⅻ y=ƳƴɎɏʏʸỾỿ
  z=ƵƶȤȥɀʐʑℤℨ ff=ﬀ fi=ﬁ fl=ﬂ ffi=ﬃ ffl=ﬄ st=ﬅﬆ β=ϐ γ=ℽℾ ε=ϵ θ=ϑ κ=ϰ μ=µ π=ϖℼℿ ρ=ϱ ς=ϲ σ=Ϲ υ=ϒ φ=ϕ ι=\u1fbe е=Ёё`;
/** Apostrophes and quotes become ASCII ones, dashes `-`, « `<<`; the soft hyphen (U+00AD) too. */
const UNACCENT_PUNCTUATION = `=\u20dd\u20de\u20df\u20e0\u20e2\u20e3\u20e4 !=¡ !!=‼ !?=⁉ "=ʺ“”‟″ '=ʹʻʼʽˈ‘’‛′
  'n=ŉ (c)=© (p)=℗ (r)=® *=×⁎ +=˖ +/-=± ,=‚ ,,=„ -=\u00ad˗‐‑‒–—―− .=․ ..=‥ ...=… /=÷⁄ :=ː <=˂‹ <<=«
  >=˃› >>=» ?=¿ ?!=⁈ ??=⁇ [=⁅ ]=⁆ ^=˄ˆ \`=ˋ a/c=℀ a/s=℁ c/o=℅ c/u=℆ fr.=₣ l.=₤ ||=‖ ~=˜ °c=℃ °f=℉`;

const UNACCENT = new Map<string, string>();
for (const entry of `${UNACCENT_LETTERS} ${UNACCENT_PUNCTUATION}`.split(/\s+/)) {
  const equals = entry.indexOf('=');
  for (const char of entry.slice(equals + 1)) UNACCENT.set(char, entry.slice(0, equals));
}

const ASCII_ONLY = /^[\0-\x7f]*$/;
const LETTER_WITH_ACCENTS = /^[A-Za-z\u0391-\u03a9\u03b1-\u03c9][\u0300-\u036f]+$/;

/** unaccent's other rules, on a character the table does not hold. */
function stripAccents(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // Accents on their own (U+0363 on are letters written above, which unaccent keeps).
  if (code >= 0x300 && code <= 0x362) return '';
  // ½ → " 1/2": a space first, so that 1½ does not read 11/2.
  if ((code >= 0xbc && code <= 0xbe) || (code >= 0x2150 && code <= 0x215f) || code === 0x2189) {
    return ` ${char.normalize('NFKD').replace('\u2044', '/')}`;
  }
  // Fullwidth ASCII, as pasted from East Asian product pages: （５００ｇ） is (500g).
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
  // A Latin or Greek letter with accents loses them (é, ệ, ά); Cyrillic keeps its own (й).
  const decomposed = char.normalize('NFD');
  return LETTER_WITH_ACCENTS.test(decomposed) ? decomposed.charAt(0) : char;
}

/** PostgreSQL lowers one character at a time: İ gives i (JS: i + a combining dot), Σ is never ς. */
function lowerChar(char: string): string {
  return char === '\u0130' ? 'i' : char.toLowerCase();
}

const folded = new Map<string, string>();

function foldChar(char: string): string {
  let result = folded.get(char);
  if (result === undefined) {
    result = UNACCENT.get(char) ?? lowerChar(stripAccents(char));
    // Bounded: text made of every Unicode character must not grow the cache without end.
    if (folded.size < 4096) folded.set(char, result);
  }
  return result;
}

/** `lower(public.f_unaccent(text))`: what the `*_search` columns hold, for a text in JS. */
export function normalizeSearchText(text: string): string {
  // unaccent maps no ASCII character, and lower() of ASCII is toLowerCase.
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  let result = '';
  for (const char of text) result += char.charCodeAt(0) < 0x80 ? char.toLowerCase() : foldChar(char);
  return result;
}

// ---------------------------------------------------------------------------------------------
// pg_trgm
// ---------------------------------------------------------------------------------------------

const SPACE = 0x20;
/** 1 for the ASCII letters and digits: looked up for every character, faster than a regex. */
const ASCII_ALNUM = new Uint8Array(0x80).map((_, code) => Number(/[0-9A-Za-z]/.test(String.fromCharCode(code))));
/**
 * libc's iswalpha/iswdigit under PGlite. Exact on the test's repertoire (its tables predate the
 * letters U+0363–U+036F); they differ on characters of recent Unicode versions (CJK extensions…).
 */
const WORD_CHAR = /^[\p{Alphabetic}\p{Nd}]$/u;

/** pg_trgm's ISWORDCHR: words are runs of letters and digits, anything else separates them. */
function isWordChar(code: number): boolean {
  if (code < 0x80) return ASCII_ALNUM[code] === 1;
  return WORD_CHAR.test(String.fromCodePoint(code)) && !(code >= 0x363 && code <= 0x36f);
}

/** PostgreSQL's legacy CRC-32 table (pg_crc32_table): the reflected Ethernet one, used unreflected. */
const CRC_TABLE = new Uint32Array(256).map((_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc;
});

function crcByte(crc: number, byte: number): number {
  return (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ^ (crc << 8)) >>> 0;
}

/** Feeds a character's UTF-8 bytes (the database encoding) to the CRC. */
function crcChar(crc: number, code: number): number {
  if (code < 0x80) return crcByte(crc, code);
  if (code < 0x800) return crcByte(crcByte(crc, 0xc0 | (code >> 6)), 0x80 | (code & 0x3f));
  const tail = (value: number, shift: number) => crcByte(value, 0x80 | ((code >> shift) & 0x3f));
  if (code < 0x10000) return tail(tail(crcByte(crc, 0xe0 | (code >> 12)), 6), 0);
  return tail(tail(tail(crcByte(crc, 0xf0 | (code >> 18)), 12), 6), 0);
}

/**
 * A trigram as pg_trgm stores it, 3 bytes read as one number (trgm2int): its 3 characters when
 * they are single bytes, else the low 3 bytes of their CRC (compact_trigram, little-endian), so
 * that trigrams with accents left or other scripts compare (and collide) exactly as in PostgreSQL.
 */
function trigramKey(a: number, b: number, c: number): number {
  if ((a | b | c) < 0x80) return (a << 16) | (b << 8) | c;
  const crc = ~crcChar(crcChar(crcChar(0xffffffff, a), b), c) >>> 0;
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

/**
 * Appends the text's trigrams in pg_trgm's order, repeats included: each word lower-cased,
 * padded with two spaces before and one after (`"  ab "` gives `"  a"`, `" ab"`, `"ab "`).
 */
function appendTrigrams(text: string, keys: number[]): void {
  let first = SPACE;
  let second = SPACE;
  let inWord = false;
  const add = (code: number) => {
    keys.push(trigramKey(first, second, code));
    first = second;
    second = code;
  };
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
    if (!isWordChar(code)) {
      if (inWord) keys.push(trigramKey(first, second, SPACE));
      first = second = SPACE;
      inWord = false;
    } else {
      inWord = true;
      if (code < 0x80) add(code >= 0x41 && code <= 0x5a ? code + 0x20 : code);
      else for (const char of lowerChar(String.fromCodePoint(code))) add(char.codePointAt(0) ?? 0);
    }
  }
  if (inWord) keys.push(trigramKey(first, second, SPACE));
}

function isPrintable(byte: number): boolean {
  return byte === SPACE || ASCII_ALNUM[byte] === 1;
}

/** show_trgm's spelling of a trigram: its characters, or `0x…` for a hashed one. */
function trigramText(key: number): string {
  const bytes = [key >>> 16, (key >>> 8) & 0xff, key & 0xff];
  return bytes.every(isPrintable) ? String.fromCharCode(...bytes) : `0x${key.toString(16).padStart(6, '0')}`;
}

/** pg_trgm's distinct trigrams of a text, spelled as `show_trgm` does (in no particular order). */
export function wordTrigrams(text: string): string[] {
  return distinctTrigramKeys(text).map(trigramText);
}

/** The text's trigrams as numbers (pg_trgm's trgm2int), in order, repeats included. */
export function trigramKeys(text: string): number[] {
  const keys: number[] = [];
  appendTrigrams(text, keys);
  return keys;
}

/** The text's distinct trigrams as numbers: what an index looks up. */
export function distinctTrigramKeys(text: string): number[] {
  return [...new Set(trigramKeys(text))];
}

/** CALCSML: a float4 division in PostgreSQL, so rounded to float4 here. */
function similarity(count: number, queryLength: number, extentLength: number): number {
  return Math.fround(count / (queryLength + extentLength - count));
}

/**
 * iterate_word_similarity (plain, maximum wanted), step by step: `groups[i]` numbers the text's
 * i-th trigram, numbers below `queryLength` being the query's trigrams. Each time a query trigram
 * is met, the extent ends there and its start moves right while that raises the similarity; the
 * greatest similarity seen is the answer.
 */
function greatestSimilarity(
  groups: Int32Array,
  textLength: number,
  queryLength: number,
  lastPosition: Int32Array,
): number {
  let lower = -1;
  let extentLength = 0;
  let count = 0;
  let max = 0;
  for (let upper = 0; upper < textLength; upper++) {
    const group = groups[upper];
    const found = group < queryLength;
    if (lower >= 0 || found) {
      if (lastPosition[group] < 0) {
        extentLength++;
        if (found) count++;
      }
      lastPosition[group] = upper;
    }
    if (!found) continue;
    if (lower === -1) {
      lower = upper;
      extentLength = 1;
    }
    let current = similarity(count, queryLength, extentLength);
    let tryCount = count;
    let tryLength = extentLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const tried = similarity(tryCount, queryLength, tryLength);
      if (tried > current) {
        current = tried;
        extentLength = tryLength;
        lower = tryLower;
        count = tryCount;
      }
      // Dropping the trigram at tryLower shrinks the extent if it does not occur later in it.
      const dropped = groups[tryLower];
      if (lastPosition[dropped] === tryLower) {
        tryLength--;
        if (dropped < queryLength) tryCount--;
      }
    }
    if (current > max) max = current;
    for (let position = previousLower; position < lower; position++) {
      const left = groups[position];
      if (lastPosition[left] === position) lastPosition[left] = -1;
    }
  }
  return max;
}

// Scratch space reused from call to call: a comparison allocates nothing once warmed up.
let textGroups = new Int32Array(64);
let lastPositions = new Int32Array(64);
/** An open-addressing table from trigram key to its number, cleared over the part in use. */
let slotKeys = new Int32Array(64);
let slotNumbers = new Int32Array(64);
let slotBits = 6;

function clearSlots(entries: number): void {
  slotBits = 6;
  while (1 << slotBits < entries * 2) slotBits++;
  if (slotKeys.length < 1 << slotBits) {
    slotKeys = new Int32Array(1 << slotBits);
    slotNumbers = new Int32Array(1 << slotBits);
  }
  slotKeys.fill(-1, 0, 1 << slotBits);
}

/** The number of `key`, or `next` if it had none (then it is given `next`). */
function numberOf(key: number, next: number): number {
  const mask = (1 << slotBits) - 1;
  let slot = Math.imul(key, 0x9e3779b1) >>> (32 - slotBits);
  while (slotKeys[slot] !== -1) {
    if (slotKeys[slot] === key) return slotNumbers[slot];
    slot = (slot + 1) & mask;
  }
  slotKeys[slot] = key;
  slotNumbers[slot] = next;
  return next;
}

/**
 * pg_trgm's `word_similarity(query, text)`, both already normalized (normalizeSearchText): the
 * float4 it returns, so `>= 0.6` (the `<%` threshold) decides as PostgreSQL does.
 */
export function wordSimilarity(query: string, text: string): number {
  const keys = trigramKeys(text);
  return keySimilarity(distinctTrigramKeys(query), keys, 0, keys.length);
}

/**
 * wordSimilarity on trigram numbers: the query's distinct ones, and the text's in order, read
 * from `textKeys[start]` to `textKeys[end - 1]` (an index keeps every text's in one array).
 */
export function keySimilarity(
  queryKeys: readonly number[],
  textKeys: ArrayLike<number>,
  start: number,
  end: number,
): number {
  const queryLength = queryKeys.length;
  const textLength = end - start;
  if (queryLength === 0) return 0;
  if (textGroups.length < textLength) textGroups = new Int32Array(textLength * 2);
  // The query's trigrams are numbered first, so that "found in the query" is "number < queryLength".
  clearSlots(queryLength + textLength);
  for (let number = 0; number < queryLength; number++) numberOf(queryKeys[number], number);
  let groupCount = queryLength;
  let anyFound = false;
  for (let index = 0; index < textLength; index++) {
    const group = numberOf(textKeys[start + index], groupCount);
    if (group === groupCount) groupCount++;
    else if (group < queryLength) anyFound = true;
    textGroups[index] = group;
  }
  if (!anyFound) return 0;
  if (lastPositions.length < groupCount) lastPositions = new Int32Array(groupCount * 2);
  lastPositions.fill(-1, 0, groupCount);
  return greatestSimilarity(textGroups, textLength, queryLength, lastPositions);
}

/**
 * PostgreSQL's `round(double precision)` (rint): an exact half goes to the even neighbour, where
 * Math.round goes up. `round(60 * word_similarity(…))` is 52 for 7/8 (52.5), Math.round says 53.
 */
export function roundHalfEven(value: number): number {
  const rounded = Math.round(value);
  return rounded - value === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
}
