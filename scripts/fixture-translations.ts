/**
 * Spanish, Portuguese and Arabic text of the demo catalogue, derived from the English the
 * generator writes (titles, descriptions, season and episode names, weight classes, news
 * items, programme names and episode labels). The
 * English is composed from small word lists, so it is translated the same way: each word
 * and phrase has its translation here, with the grammatical gender adjectives agree with.
 * Pure and deterministic (no randomness): the generator calls it after composing the
 * English, so the English output does not change.
 */
import type { CatalogueText } from '../platform/catalogue/fixture-types.js';

export const FIXTURE_LOCALES = ['es', 'pt', 'ar'] as const;
export type FixtureLocale = (typeof FIXTURE_LOCALES)[number];

type Gender = 'm' | 'f';
interface Word {
  text: string;
  gender: Gender;
}
type PerLocale<T> = Record<FixtureLocale, T>;

const w = (text: string, gender: Gender): Word => ({ text, gender });

/** Nouns: Spanish and Portuguese without article; Arabic with the article (titles are definite). */
const NOUNS: Record<string, PerLocale<Word>> = {
  Harbour: { es: w('puerto', 'm'), pt: w('porto', 'm'), ar: w('الميناء', 'm') },
  Summit: { es: w('cumbre', 'f'), pt: w('cume', 'm'), ar: w('القمة', 'f') },
  Circuit: { es: w('circuito', 'm'), pt: w('circuito', 'm'), ar: w('الحلبة', 'f') },
  Lantern: { es: w('linterna', 'f'), pt: w('lanterna', 'f'), ar: w('الفانوس', 'm') },
  Canyon: { es: w('cañón', 'm'), pt: w('desfiladeiro', 'm'), ar: w('الوادي', 'm') },
  Orchard: { es: w('huerto', 'm'), pt: w('pomar', 'm'), ar: w('البستان', 'm') },
  Meridian: { es: w('meridiano', 'm'), pt: w('meridiano', 'm'), ar: w('خط الزوال', 'm') },
  Tide: { es: w('marea', 'f'), pt: w('maré', 'f'), ar: w('المد', 'm') },
  Arena: { es: w('arena', 'f'), pt: w('arena', 'f'), ar: w('الساحة', 'f') },
  Compass: { es: w('brújula', 'f'), pt: w('bússola', 'f'), ar: w('البوصلة', 'f') },
  Horizon: { es: w('horizonte', 'm'), pt: w('horizonte', 'm'), ar: w('الأفق', 'm') },
  Engine: { es: w('motor', 'm'), pt: w('motor', 'm'), ar: w('المحرك', 'm') },
  Atlas: { es: w('atlas', 'm'), pt: w('atlas', 'm'), ar: w('الأطلس', 'm') },
  Current: { es: w('corriente', 'f'), pt: w('corrente', 'f'), ar: w('التيار', 'm') },
  Garden: { es: w('jardín', 'm'), pt: w('jardim', 'm'), ar: w('الحديقة', 'f') },
  Beacon: { es: w('faro', 'm'), pt: w('farol', 'm'), ar: w('المنارة', 'f') },
};

/** Adjectives: [masculine, feminine]; Arabic forms carry the article to agree with a definite noun. */
const ADJECTIVES: Record<string, PerLocale<[string, string]>> = {
  Silent: { es: ['silencioso', 'silenciosa'], pt: ['silencioso', 'silenciosa'], ar: ['الصامت', 'الصامتة'] },
  Crimson: { es: ['carmesí', 'carmesí'], pt: ['carmesim', 'carmesim'], ar: ['القرمزي', 'القرمزية'] },
  Golden: { es: ['dorado', 'dorada'], pt: ['dourado', 'dourada'], ar: ['الذهبي', 'الذهبية'] },
  Hidden: { es: ['oculto', 'oculta'], pt: ['oculto', 'oculta'], ar: ['الخفي', 'الخفية'] },
  Electric: { es: ['eléctrico', 'eléctrica'], pt: ['elétrico', 'elétrica'], ar: ['الكهربائي', 'الكهربائية'] },
  Northern: { es: ['del norte', 'del norte'], pt: ['do norte', 'do norte'], ar: ['الشمالي', 'الشمالية'] },
  Velvet: { es: ['de terciopelo', 'de terciopelo'], pt: ['de veludo', 'de veludo'], ar: ['المخملي', 'المخملية'] },
  Iron: { es: ['de hierro', 'de hierro'], pt: ['de ferro', 'de ferro'], ar: ['الحديدي', 'الحديدية'] },
  Wandering: { es: ['errante', 'errante'], pt: ['errante', 'errante'], ar: ['الهائم', 'الهائمة'] },
  Bright: { es: ['brillante', 'brillante'], pt: ['brilhante', 'brilhante'], ar: ['المتألق', 'المتألقة'] },
  Hollow: { es: ['hueco', 'hueca'], pt: ['oco', 'oca'], ar: ['المجوف', 'المجوفة'] },
  Endless: { es: ['infinito', 'infinita'], pt: ['infinito', 'infinita'], ar: ['اللانهائي', 'اللانهائية'] },
  Copper: { es: ['de cobre', 'de cobre'], pt: ['de cobre', 'de cobre'], ar: ['النحاسي', 'النحاسية'] },
  Midnight: { es: ['de medianoche', 'de medianoche'], pt: ['da meia-noite', 'da meia-noite'], ar: ['الليلي', 'الليلية'] },
  Frozen: { es: ['helado', 'helada'], pt: ['gelado', 'gelada'], ar: ['المتجمد', 'المتجمدة'] },
  Restless: { es: ['inquieto', 'inquieta'], pt: ['inquieto', 'inquieta'], ar: ['القلق', 'القلقة'] },
};

/** Playlist and live-event kinds, used as the noun of "<Adjective> <Kind>". */
const KINDS: Record<string, PerLocale<Word>> = {
  Picks: { es: w('antología', 'f'), pt: w('antologia', 'f'), ar: w('المختارات', 'f') },
  Collection: { es: w('colección', 'f'), pt: w('coleção', 'f'), ar: w('المجموعة', 'f') },
  Marathon: { es: w('maratón', 'm'), pt: w('maratona', 'f'), ar: w('الماراثون', 'm') },
  Selection: { es: w('selección', 'f'), pt: w('seleção', 'f'), ar: w('التشكيلة', 'f') },
  'Fight Night': { es: w('velada de combates', 'f'), pt: w('noite de lutas', 'f'), ar: w('ليلة النزال', 'f') },
  Showdown: { es: w('duelo', 'm'), pt: w('confronto', 'm'), ar: w('المواجهة', 'f') },
  Open: { es: w('torneo abierto', 'm'), pt: w('torneio aberto', 'm'), ar: w('البطولة المفتوحة', 'f') },
  Classic: { es: w('clásico', 'm'), pt: w('clássico', 'm'), ar: w('الكلاسيكو', 'm') },
  'Cup Final': { es: w('final de copa', 'f'), pt: w('final da taça', 'f'), ar: w('نهائي الكأس', 'm') },
};

const WHO: Record<string, PerLocale<string>> = {
  'a crew': { es: 'a un equipo de rodaje', pt: 'uma equipa de filmagem', ar: 'طاقمًا' },
  'two rivals': { es: 'a dos rivales', pt: 'dois rivais', ar: 'خصمين' },
  'a lone traveller': { es: 'a un viajero solitario', pt: 'um viajante solitário', ar: 'رحّالة وحيدًا' },
  'a small team': { es: 'a un pequeño equipo', pt: 'uma pequena equipa', ar: 'فريقًا صغيرًا' },
  'an orchestra': { es: 'a una orquesta', pt: 'uma orquestra', ar: 'أوركسترا' },
};

/** Where: a preposition joined to the noun's article (Spanish and Portuguese contract "de el", "de o"). */
const WHERE: Record<string, PerLocale<(noun: Word) => string>> = {
  across: { es: (n) => `a través ${de('es', n)} ${n.text}`, pt: (n) => `através ${de('pt', n)} ${n.text}`, ar: (n) => `عبر ${n.text}` },
  beneath: { es: (n) => `bajo ${the('es', n)} ${n.text}`, pt: (n) => `sob ${the('pt', n)} ${n.text}`, ar: (n) => `تحت ${n.text}` },
  beyond: { es: (n) => `más allá ${de('es', n)} ${n.text}`, pt: (n) => `além ${de('pt', n)} ${n.text}`, ar: (n) => `ما وراء ${n.text}` },
  around: { es: (n) => `alrededor ${de('es', n)} ${n.text}`, pt: (n) => `em torno ${de('pt', n)} ${n.text}`, ar: (n) => `حول ${n.text}` },
};

const SUBJECTS: Record<string, PerLocale<string>> = {
  'The series': { es: 'La serie', pt: 'A série', ar: 'المسلسل' },
  'The report': { es: 'El informe', pt: 'O relatório', ar: 'التقرير' },
  'The week': { es: 'La semana', pt: 'A semana', ar: 'الأسبوع' },
};

const WEIGHT_CLASSES: Record<string, PerLocale<string>> = {
  Flyweight: { es: 'Peso mosca', pt: 'Peso-mosca', ar: 'وزن الذبابة' },
  Bantamweight: { es: 'Peso gallo', pt: 'Peso-galo', ar: 'وزن الديك' },
  Featherweight: { es: 'Peso pluma', pt: 'Peso-pena', ar: 'وزن الريشة' },
  Lightweight: { es: 'Peso ligero', pt: 'Peso-leve', ar: 'الوزن الخفيف' },
  Welterweight: { es: 'Peso wélter', pt: 'Peso meio-médio', ar: 'وزن الويلتر' },
};

function the(locale: 'es' | 'pt', noun: Word): string {
  if (locale === 'es') return noun.gender === 'm' ? 'el' : 'la';
  return noun.gender === 'm' ? 'o' : 'a';
}

function de(locale: 'es' | 'pt', noun: Word): string {
  if (locale === 'es') return noun.gender === 'm' ? 'del' : 'de la';
  return noun.gender === 'm' ? 'do' : 'da';
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "<Adjective> <Noun>" (or kind) → noun then agreeing adjective, in sentence case. */
function nounPhrase(adjective: string, noun: PerLocale<Word>, locale: FixtureLocale): string {
  const word = noun[locale];
  const adj = ADJECTIVES[adjective][locale][word.gender === 'm' ? 0 : 1];
  return locale === 'ar' ? `${word.text} ${adj}` : capitalise(`${word.text} ${adj}`);
}

/** A composed title ("Endless Orchard", "Golden Fight Night"), or null when it is not one. */
export function translateTitle(english: string, locale: FixtureLocale): string | null {
  const [adjective, ...rest] = english.split(' ');
  const head = rest.join(' ');
  if (!(adjective in ADJECTIVES)) return null;
  if (head in NOUNS) return nounPhrase(adjective, NOUNS[head], locale);
  if (head in KINDS) return nounPhrase(adjective, KINDS[head], locale);
  return null;
}

/** "<Adjective> <Noun> Chronicles" */
function translateSeriesTitle(english: string, locale: FixtureLocale): string | null {
  const match = /^(.+) Chronicles$/.exec(english);
  const inner = match && translateTitle(match[1], locale);
  if (!inner) return null;
  const noun = NOUNS[match![1].split(' ')[1]]?.[locale];
  if (locale === 'ar') return `سجلات ${inner}`;
  const lower = inner.charAt(0).toLocaleLowerCase() + inner.slice(1);
  return locale === 'es' ? `Crónicas ${de('es', noun)} ${lower}` : `Crónicas ${de('pt', noun)} ${lower}`;
}

/** Any title the generator writes, for the description subject and containers. */
function anyTitle(english: string, locale: FixtureLocale): string | null {
  return (
    SUBJECTS[english]?.[locale] ??
    translateSeriesTitle(english, locale) ??
    translateEpisodeTitle(english, locale) ??
    translateTrailerTitle(english, locale) ??
    translateTitle(english, locale)
  );
}

/** "<Series> S2E3" */
function translateEpisodeTitle(english: string, locale: FixtureLocale): string | null {
  const match = /^(.+) S(\d+)E(\d+)$/.exec(english);
  const series = match && translateSeriesTitle(match[1], locale);
  if (!series) return null;
  const [, , season, episode] = match!;
  return locale === 'ar' ? `${series}، الموسم ${season} الحلقة ${episode}` : `${series} T${season}E${episode}`;
}

/** "<Title> (Trailer)" */
function translateTrailerTitle(english: string, locale: FixtureLocale): string | null {
  const match = /^(.+) \(Trailer\)$/.exec(english);
  const inner = match && translateTitle(match[1], locale);
  if (!inner) return null;
  return `${inner} (${{ es: 'Tráiler', pt: 'Trailer', ar: 'إعلان' }[locale]})`;
}

/** "<Subject> follows <who> <where> the <noun>." */
function translateSentence(english: string, locale: FixtureLocale): string | null {
  const match = /^(.+) follows (a crew|two rivals|a lone traveller|a small team|an orchestra) (across|beneath|beyond|around) the (\w+)\.$/.exec(english);
  if (!match) return null;
  const [, subjectEn, whoEn, whereEn, nounEn] = match;
  const subject = anyTitle(subjectEn, locale);
  const noun = NOUNS[capitalise(nounEn)]?.[locale];
  if (!subject || !noun) return null;
  const where = WHERE[whereEn][locale](noun);
  const who = WHO[whoEn][locale];
  if (locale === 'es') return `${subject} sigue ${who} ${where}.`;
  if (locale === 'pt') return `${subject} acompanha ${who} ${where}.`;
  return `${subject} يتتبّع ${who} ${where}.`;
}

function translateDescription(english: string, locale: FixtureLocale): string | null {
  const sentence = translateSentence(english, locale);
  if (sentence) return sentence;
  // "<Series>: <sentence>"
  const series = /^(.+ Chronicles): (.+)$/.exec(english);
  if (series) {
    const title = translateSeriesTitle(series[1], locale);
    const rest = translateSentence(series[2], locale);
    return title && rest ? `${title}${locale === 'ar' ? '،' : ':'} ${rest}` : null;
  }
  const season = /^Season (\d+) of (.+)\.$/.exec(english);
  if (season) {
    const title = translateSeriesTitle(season[2], locale);
    if (!title) return null;
    return { es: `Temporada ${season[1]} de ${title}.`, pt: `Temporada ${season[1]} de ${title}.`, ar: `الموسم ${season[1]} من ${title}.` }[locale];
  }
  const trailer = /^Trailer for (.+)\.$/.exec(english);
  if (trailer) {
    const title = translateTitle(trailer[1], locale);
    return title ? { es: `Tráiler de ${title}.`, pt: `Trailer de ${title}.`, ar: `إعلان ${title}.` }[locale] : null;
  }
  const playlist = /^A playlist of (\d+) videos: (.+)\.$/.exec(english);
  if (playlist) {
    const title = translateTitle(
      capitalise(playlist[2]).replace(/ (\w)/, (s) => s.toUpperCase()),
      locale,
    );
    if (!title) return null;
    const lower = locale === 'ar' ? title : title.charAt(0).toLocaleLowerCase() + title.slice(1);
    return {
      es: `Una lista de ${playlist[1]} vídeos: ${lower}.`,
      pt: `Uma lista de ${playlist[1]} vídeos: ${lower}.`,
      ar: `قائمة من ${playlist[1]} مقاطع: ${lower}.`,
    }[locale];
  }
  const channel = /^(.+), a round-the-clock channel\.$/.exec(english);
  if (channel)
    return { es: `${channel[1]}, un canal las 24 horas.`, pt: `${channel[1]}, um canal 24 horas por dia.`, ar: `${channel[1]}، قناة على مدار الساعة.` }[locale];
  return null;
}

function seasonTitle(english: string, locale: FixtureLocale): string | null {
  const match = /^Season (\d+)$/.exec(english);
  return match ? { es: `Temporada ${match[1]}`, pt: `Temporada ${match[1]}`, ar: `الموسم ${match[1]}` }[locale] : null;
}

function premiereTitle(english: string, locale: FixtureLocale): string | null {
  const match = /^Premiere: (.+)$/.exec(english);
  const title = match && translateTitle(match[1], locale);
  return title ? `${{ es: 'Estreno', pt: 'Estreia', ar: 'العرض الأول' }[locale]}: ${title}` : null;
}

/** Translations of a title and description, for every fixture locale that has both or either. */
export function translateItem(item: { title: string; description: string }, kind: 'vod' | 'series' | 'season' | 'playlist' | 'channel' | 'live') {
  const out: Partial<Record<FixtureLocale, CatalogueText>> = {};
  for (const locale of FIXTURE_LOCALES) {
    const title =
      kind === 'season'
        ? seasonTitle(item.title, locale)
        : kind === 'channel'
          ? null
          : kind === 'live'
            ? (premiereTitle(item.title, locale) ?? translateTitle(item.title, locale))
            : anyTitle(item.title, locale);
    const description = translateDescription(item.description, locale);
    const text: CatalogueText = {};
    if (title) text.title = title;
    if (description) text.description = description;
    if (Object.keys(text).length) out[locale] = text;
  }
  return out;
}

/** A fighter's weight class and biography. */
export function translateFighter(fighter: { weightClass: string; bio: string }) {
  const out: Partial<Record<FixtureLocale, CatalogueText>> = {};
  const bio = /^(\w+) trains at the (\w+) gym and fights at (\w+)\.$/.exec(fighter.bio);
  for (const locale of FIXTURE_LOCALES) {
    const weightClass = WEIGHT_CLASSES[fighter.weightClass]?.[locale];
    const text: CatalogueText = {};
    if (weightClass) text.weightClass = weightClass;
    if (bio && weightClass && NOUNS[bio[2]]) {
      const gym = NOUNS[bio[2]][locale].text;
      const wc = weightClass.charAt(0).toLocaleLowerCase() + weightClass.slice(1);
      text.bio = {
        es: `${bio[1]} entrena en el gimnasio ${capitalise(gym)} y compite en ${wc}.`,
        pt: `${bio[1]} treina no ginásio ${capitalise(gym)} e luta na categoria ${wc}.`,
        ar: `يتدرّب ${bio[1]} في نادي ${gym.replace(/^ال/, '')} وينافس في ${weightClass}.`,
      }[locale];
    }
    if (Object.keys(text).length) out[locale] = text;
  }
  return out;
}

/** The programme guide's names (a fixed list in the generator). */
const PROGRAMMES: Record<string, PerLocale<string>> = {
  'Morning Round-up': { es: 'Resumen matinal', pt: 'Resumo da manhã', ar: 'الحصاد الصباحي' },
  'Training Camp': { es: 'Campo de entrenamiento', pt: 'Estágio de treino', ar: 'المعسكر التدريبي' },
  'Classic Bouts': { es: 'Combates clásicos', pt: 'Combates clássicos', ar: 'نزالات كلاسيكية' },
  'Studio Talk': { es: 'Charla en el plató', pt: 'Conversa em estúdio', ar: 'حديث الاستوديو' },
  'Road to the Title': { es: 'Camino al título', pt: 'Caminho para o título', ar: 'الطريق إلى اللقب' },
  'Weigh-in Live': { es: 'Pesaje en directo', pt: 'Pesagem em direto', ar: 'الميزان مباشرةً' },
  'Late Replay': { es: 'Repetición nocturna', pt: 'Repetição da noite', ar: 'الإعادة المسائية' },
  'The Analysis Desk': { es: 'La mesa de análisis', pt: 'A mesa de análise', ar: 'منصة التحليل' },
  'Open Mat': { es: 'Tapiz abierto', pt: 'Tatame aberto', ar: 'البساط المفتوح' },
  'Scouting Report': { es: 'Informe de ojeadores', pt: 'Relatório de observação', ar: 'تقرير الكشافين' },
};

/** A programme-guide slot's name and episode label ("Episode 12"). */
export function translateProgramme(slot: { programme: string; episode?: string }) {
  const out: Partial<Record<FixtureLocale, CatalogueText>> = {};
  const episode = slot.episode ? /^Episode (\d+)$/.exec(slot.episode) : null;
  for (const locale of FIXTURE_LOCALES) {
    const text: CatalogueText = {};
    const name = PROGRAMMES[slot.programme]?.[locale];
    if (name) text.title = name;
    if (episode) text.episode = `${{ es: 'Episodio', pt: 'Episódio', ar: 'الحلقة' }[locale]} ${episode[1]}`;
    if (Object.keys(text).length) out[locale] = text;
  }
  return out;
}

/**
 * News headlines "<Adjective> <Noun> <verb>": Spanish and Portuguese keep the order with a
 * participle agreeing with the noun; Arabic leads with a verbal noun ("the announcement of …")
 * or follows the noun with a verb agreeing in gender.
 */
const HEADLINE_VERBS: Record<string, PerLocale<(phrase: string, gender: Gender) => string>> = {
  announced: {
    es: (p, g) => `${p} ${g === 'm' ? 'anunciado' : 'anunciada'}`,
    pt: (p, g) => `${p} ${g === 'm' ? 'anunciado' : 'anunciada'}`,
    ar: (p) => `الإعلان عن ${p}`,
  },
  confirmed: {
    es: (p, g) => `${p} ${g === 'm' ? 'confirmado' : 'confirmada'}`,
    pt: (p, g) => `${p} ${g === 'm' ? 'confirmado' : 'confirmada'}`,
    ar: (p) => `تأكيد ${p}`,
  },
  returns: { es: (p) => `${p} vuelve`, pt: (p) => `${p} regressa`, ar: (p, g) => `${p} ${g === 'm' ? 'يعود' : 'تعود'}` },
  delivers: { es: (p) => `${p} cumple`, pt: (p) => `${p} cumpre`, ar: (p, g) => `${p} ${g === 'm' ? 'يفي بوعده' : 'تفي بوعدها'}` },
};

function translateHeadline(english: string, locale: FixtureLocale): string | null {
  const match = /^(\w+) (\w+) (announced|confirmed|returns|delivers)$/.exec(english);
  if (!match || !(match[1] in ADJECTIVES) || !(match[2] in NOUNS)) return null;
  const [, adjective, noun, verb] = match;
  return HEADLINE_VERBS[verb][locale](nounPhrase(adjective, NOUNS[noun], locale), NOUNS[noun][locale].gender);
}

/** "<Headline> follows …." (a news summary) or any sentence of the catalogue's pattern. */
function translateNewsSentence(english: string, locale: FixtureLocale): string | null {
  const match = /^(\w+ \w+ (?:announced|confirmed|returns|delivers)) (follows .+)$/.exec(english);
  if (!match) return translateSentence(english, locale);
  const headline = translateHeadline(match[1], locale);
  // The sentence is translated with a stand-in subject, then the headline takes its place.
  const rest = translateSentence(`The report ${match[2]}`, locale);
  return headline && rest ? rest.replace(SUBJECTS['The report'][locale], headline) : null;
}

const FEED_TITLES: Record<string, PerLocale<string>> = {
  Headlines: { es: 'Titulares', pt: 'Manchetes', ar: 'العناوين' },
  Results: { es: 'Resultados', pt: 'Resultados', ar: 'النتائج' },
};

/**
 * A news item's headline, summary and body (sentences of the same patterns, one after
 * another), and the title of its feed (each item row carries its feed's title).
 */
export function translateNewsItem(item: { title: string; summary: string; body: string }, feedTitle: string) {
  const out: Partial<Record<FixtureLocale, CatalogueText>> = {};
  const bodySentences = item.body.split(/(?<=\.) /);
  for (const locale of FIXTURE_LOCALES) {
    const text: CatalogueText = {};
    const feed = FEED_TITLES[feedTitle]?.[locale];
    if (feed) text.feedTitle = feed;
    const title = translateHeadline(item.title, locale);
    const summary = translateNewsSentence(item.summary, locale);
    const body = bodySentences.map((sentence) => translateNewsSentence(sentence, locale));
    if (title) text.title = title;
    if (summary) text.summary = summary;
    if (body.every(Boolean)) text.body = body.join(' ');
    if (Object.keys(text).length) out[locale] = text;
  }
  return out;
}
