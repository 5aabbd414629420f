/**
 * The route table as data (routes-and-access §2.1, §2.2).
 *
 * Every screen has one path per path set. Paths use the Remix/React Router
 * pattern syntax (`:param`, `:param?` optional). `remix.config.js` registers,
 * for each built screen, every distinct path of every set, so a link written in
 * any set is served; `paths.ts` writes links in the viewer's set.
 *
 * Shared with `remix.config.js`, which loads this file with tsx's `tsImport`:
 * keep it free of imports so it loads anywhere (config, tests, server, client).
 */

export const PATH_SETS = ['en', 'es', 'pt', 'debug'] as const;
export type PathSet = (typeof PATH_SETS)[number];

export interface ScreenDef {
  /** Path per path set. */
  paths: Record<PathSet, string>;
  /** Route module (relative to app/) once the screen is built; only built screens become Remix routes. */
  file?: string;
  built?: boolean;
  /** Detail pages keep the top bar visible while scrolling (routes-and-access §2.8). */
  detail?: boolean;
}

/** Paths that stay English in every set (routes-and-access §2.2). */
function english(path: string): Record<PathSet, string> {
  return { en: path, es: path, pt: path, debug: path };
}

export const ROUTE_TABLE = {
  root: { paths: english('/'), built: true, file: 'content/root-redirect.route.tsx' },
  account: { paths: { en: '/account', es: '/cuenta', pt: '/a-minha-conta', debug: '/👤' }, built: true, file: 'account/account.route.tsx' },
  activateUser: { paths: { en: '/activate/:id', es: '/activar/:id', pt: '/ativar/:id', debug: '/✅/:id' }, built: true, file: 'auth/email-confirmation.route.tsx' },
  browse: { paths: { en: '/browse', es: '/canales', pt: '/canais', debug: '/🧭' }, built: true, file: 'content/browse.route.tsx' },
  confirmReset: {
    paths: { en: '/confirm-reset/:code', es: '/confirmar-restablecimiento/:code', pt: '/confirmar-reposicao/:code', debug: '/🔓/:code' },
  },
  emailConfirmation: {
    paths: { en: '/email-confirmation', es: '/confirmacion-email', pt: '/confirmacao-email', debug: '/📧' },
    built: true,
    file: 'auth/email-confirmation.route.tsx',
  },
  epg: { paths: { en: '/epg', es: '/guia', pt: '/guia-de-programas', debug: '/📅' }, built: true, file: 'epg/epg.route.tsx' },
  externalPage: {
    paths: { en: '/externalpage/:pageId', es: '/pagina-externa/:pageId', pt: '/pagina-exterior/:pageId', debug: '/🌐/:pageId' },
    built: true,
    file: 'content/externalpage.route.tsx',
  },
  favourites: { paths: { en: '/favourites', es: '/favoritos', pt: '/favoritos', debug: '/⭐' } },
  fighter: { paths: english('/fighters/:id'), detail: true, built: true, file: 'fighters/fighter.route.tsx' },
  fighters: { paths: english('/fighters'), built: true, file: 'fighters/fighters.route.tsx' },
  gift: { paths: { en: '/gift/:giftId', es: '/regalo/:giftId', pt: '/oferta/:giftId', debug: '/🎁/:giftId' } },
  gifts: { paths: { en: '/gift', es: '/regalo', pt: '/oferta', debug: '/🎁' } },
  giftLogin: {
    paths: { en: '/gift/:giftId?/login', es: '/regalo/:giftId?/iniciar-sesion', pt: '/oferta/:giftId?/entrar', debug: '/🎁/:giftId?/🔑' },
  },
  giftLoginRedirect: {
    paths: {
      en: '/gift/:giftId?/login/redirect',
      es: '/regalo/:giftId?/iniciar-sesion/redireccion',
      pt: '/oferta/:giftId?/entrar/redirecionar',
      debug: '/🎁/:giftId?/🔑/🔀',
    },
  },
  giftPay: { paths: { en: '/gift/:giftId?/pay', es: '/regalo/:giftId?/pagar', pt: '/oferta/:giftId?/pagar', debug: '/🎁/:giftId?/💳' } },
  giftRedemptionLogin: {
    paths: {
      en: '/gift/redeem/:redeemCode/login',
      es: '/regalo/canjear/:redeemCode/iniciar-sesion',
      pt: '/oferta/resgatar/:redeemCode/entrar',
      debug: '/🎁/🎫/:redeemCode/🔑',
    },
  },
  giftRedemptionRegister: {
    paths: {
      en: '/gift/redeem/:redeemCode/register',
      es: '/regalo/canjear/:redeemCode/registro',
      pt: '/oferta/resgatar/:redeemCode/registar',
      debug: '/🎁/🎫/:redeemCode/📝',
    },
  },
  redeem: { paths: { en: '/redeem', es: '/canjear', pt: '/resgatar', debug: '/🎫' } },
  grid: { paths: english('/grid') },
  history: { paths: { en: '/history', es: '/historial', pt: '/historico', debug: '/🕘' } },
  home: { paths: { en: '/home', es: '/inicio', pt: '/inicio', debug: '/🏠' }, built: true, file: 'content/home.route.tsx' },
  impersonate: { paths: english('/impersonate/:token'), built: true, file: 'account/impersonate.route.tsx' },
  interstitial: {
    paths: {
      en: '/interstitial/:eventId/:eventTitle?',
      es: '/intersticial/:eventId/:eventTitle?',
      pt: '/intersticial/:eventId/:eventTitle?',
      debug: '/🚦/:eventId/:eventTitle?',
    },
    detail: true,
    built: true,
    file: 'watch/interstitial.route.tsx',
  },
  licenceRedirect: {
    paths: { en: '/licence-redirect', es: '/redireccion-licencia', pt: '/redirecionamento-licenca', debug: '/🪪' },
    built: true,
    file: 'account/licence-redirect.route.tsx',
  },
  liveNow: { paths: { en: '/livenow', es: '/envivo-ahora', pt: '/aovivo-agora', debug: '/🔴' }, built: true, file: 'live/livenow.route.tsx' },
  live: {
    paths: {
      en: '/live/:eventId/:eventTitle?',
      es: '/envivo/:eventId/:eventTitle?',
      pt: '/aovivo/:eventId/:eventTitle?',
      debug: '/📹/:eventId/:eventTitle?',
    },
    detail: true,
    built: true,
    file: 'live/live.route.tsx',
  },
  watchTogether: {
    paths: {
      en: '/live/:eventId/watch-together',
      es: '/envivo/:eventId/ver-juntos',
      pt: '/aovivo/:eventId/ver-juntos',
      debug: '/📹/:eventId/🤝',
    },
    detail: true,
  },
  login: { paths: { en: '/login', es: '/iniciar-sesion', pt: '/entrar', debug: '/🔑' }, built: true, file: 'auth/login.route.tsx' },
  loginProvider: {
    paths: {
      en: '/login/:authProvider/:clientName?',
      es: '/iniciar-sesion/:authProvider/:clientName?',
      pt: '/entrar/:authProvider/:clientName?',
      debug: '/🔑/:authProvider/:clientName?',
    },
    built: true,
    file: 'identity/login-provider.route.tsx',
  },
  requestPassword: {
    paths: {
      en: '/login/request-password',
      es: '/iniciar-sesion/solicitar-contrasena',
      pt: '/entrar/pedir-palavra-passe',
      debug: '/🔑/🆘',
    },
    built: true,
    file: 'auth/login-password.route.tsx',
  },
  resetPassword: {
    paths: {
      en: '/login/resetpwd',
      es: '/iniciar-sesion/restablecer-contrasena',
      pt: '/entrar/repor-palavra-passe',
      debug: '/🔑/🔁',
    },
    built: true,
    file: 'auth/login-password.route.tsx',
  },
  magicLink: {
    paths: { en: '/login/magic-link', es: '/iniciar-sesion/enlace-magico', pt: '/entrar/link-magico', debug: '/🔑/✨' },
    built: true,
    file: 'auth/login-magic-link.route.tsx',
  },
  logout: { paths: { en: '/logout', es: '/cerrar-sesion', pt: '/sair', debug: '/🚪' }, built: true, file: 'auth/logout.route.tsx' },
  mobileExternal: { paths: { en: '/mobile-external', es: '/movil-externo', pt: '/movel-externo', debug: '/📱' }, built: true, file: 'account/mobile-external.route.tsx' },
  multiView: {
    paths: { en: '/multi-video/:eventId', es: '/multivista/:eventId', pt: '/multivisao/:eventId', debug: '/🔲/:eventId' },
    detail: true,
    built: true,
    file: 'multiview/multiview.route.tsx',
  },
  /** "Area named after the product": a brand name, so it stays as written in every set. */
  productArea: { paths: english('/myuefa') },
  news: { paths: { en: '/news', es: '/noticias', pt: '/noticias', debug: '/📰' }, built: true, file: 'news/news.route.tsx' },
  newsItem: {
    paths: {
      en: '/news/:feedName/:newId',
      es: '/noticias/:feedName/:newId',
      pt: '/noticias/:feedName/:newId',
      debug: '/📰/:feedName/:newId',
    },
    detail: true,
    built: true,
    file: 'news/news-item.route.tsx',
  },
  oauth: { paths: english('/oauth/:provider/:appname?'), built: true, file: 'identity/oauth.route.tsx' },
  pay: { paths: { en: '/pay/:providerId', es: '/pagar/:providerId', pt: '/pagar/:providerId', debug: '/💳/:providerId' } },
  paymentConfirmation: { paths: { en: '/pay', es: '/pagar', pt: '/pagar', debug: '/💳' } },
  paymentAuthorization: {
    paths: { en: '/payment-authorization', es: '/autorizacion-pago', pt: '/autorizacao-pagamento', debug: '/🔐' },
  },
  paymentUpdate: {
    paths: {
      en: '/payment-update/:licenceId',
      es: '/actualizar-pago/:licenceId',
      pt: '/atualizar-pagamento/:licenceId',
      debug: '/🔄/:licenceId',
    },
  },
  payment: { paths: { en: '/payment/:id', es: '/pago/:id', pt: '/pagamento/:id', debug: '/💰/:id' } },
  playlist: {
    paths: {
      en: '/playlist/:playlistId/:playlistTitle?',
      es: '/lista/:playlistId/:playlistTitle?',
      pt: '/lista/:playlistId/:playlistTitle?',
      debug: '/🎶/:playlistId/:playlistTitle?',
    },
    detail: true,
    built: true,
    file: 'playlist/playlist.route.tsx',
  },
  plugin: { paths: english('/plugin/:id'), built: true, file: 'content/plugin.route.tsx' },
  preferences: { paths: { en: '/preferences', es: '/preferencias', pt: '/preferencias', debug: '/🔧' }, built: true, file: 'account/preferences.route.tsx' },
  profiles: { paths: { en: '/profiles', es: '/perfiles', pt: '/perfis', debug: '/👥' }, built: true, file: 'account/profiles.route.tsx' },
  providers: {
    paths: {
      en: '/providers/:result?/:device?',
      es: '/proveedores/:result?/:device?',
      pt: '/fornecedores/:result?/:device?',
      debug: '/🏢/:result?/:device?',
    },
    built: true,
    file: 'identity/providers.route.tsx',
  },
  purchase: { paths: { en: '/purchase', es: '/comprar', pt: '/aderir', debug: '/🛒' } },
  releases: { paths: { en: '/releases', es: '/estrenos', pt: '/estreias', debug: '/🆕' } },
  requestNewPassword: {
    paths: { en: '/requestnewpwd', es: '/solicitar-nueva-contrasena', pt: '/pedir-nova-palavra-passe', debug: '/🔏' },
    built: true,
    file: 'auth/login-password.route.tsx',
  },
  resetPasswordLegacy: {
    paths: { en: '/resetpwd', es: '/restablecer-contrasena', pt: '/repor-palavra-passe', debug: '/🔁' },
    built: true,
    file: 'auth/login-password.route.tsx',
  },
  schedule: { paths: { en: '/schedule', es: '/programacion', pt: '/programacao', debug: '/📆' } },
  search: { paths: { en: '/search', es: '/buscar', pt: '/pesquisar', debug: '/🔍' } },
  season: {
    paths: {
      en: '/season/:seasonId/:seasonTitle?',
      es: '/temporada/:seasonId/:seasonTitle?',
      pt: '/temporada/:seasonId/:seasonTitle?',
      debug: '/🍂/:seasonId/:seasonTitle?',
    },
    detail: true,
    built: true,
    file: 'series/season.route.tsx',
  },
  section: {
    paths: { en: '/section/:id', es: '/seccion/:id', pt: '/seccao/:id', debug: '/🧩/:id' },
    built: true,
    file: 'content/section.route.tsx',
  },
  series: {
    paths: {
      en: '/series/:seriesId/:seriesTitle?',
      es: '/serie/:seriesId/:seriesTitle?',
      pt: '/serie/:seriesId/:seriesTitle?',
      debug: '/📺/:seriesId/:seriesTitle?',
    },
    detail: true,
    built: true,
    file: 'series/series.route.tsx',
  },
  signup: { paths: { en: '/signup', es: '/registro', pt: '/registar', debug: '/📝' }, built: true, file: 'signup/signup.route.tsx' },
  tvLogin: {
    paths: { en: '/tv-login/:tvAuthType?', es: '/tv-iniciar-sesion/:tvAuthType?', pt: '/tv-entrar/:tvAuthType?', debug: '/📡/:tvAuthType?' },
    built: true,
    file: 'account/tv-login.route.tsx',
  },
  upcoming: { paths: { en: '/upcoming', es: '/proximamente', pt: '/brevemente', debug: '/⏳' }, built: true, file: 'live/upcoming.route.tsx' },
  vod: {
    paths: {
      en: '/video/:eventId/:eventTitle?',
      es: '/video/:eventId/:eventTitle?',
      pt: '/video/:eventId/:eventTitle?',
      debug: '/🎬/:eventId/:eventTitle?',
    },
    detail: true,
    built: true,
    file: 'watch/vod.route.tsx',
  },
  watchlists: { paths: { en: '/watchlists', es: '/listas', pt: '/listas', debug: '/🔖' } },
} satisfies Record<string, ScreenDef>;

export type ScreenKey = keyof typeof ROUTE_TABLE;
export const SCREEN_KEYS = Object.keys(ROUTE_TABLE) as ScreenKey[];

export function screenDef(key: ScreenKey): ScreenDef {
  return ROUTE_TABLE[key];
}

/**
 * The second set of route keys (routes-and-access §2.1, last paragraph) used by
 * content links and flows; each names a screen of the table.
 */
export const ROUTE_KEYS = {
  VOD: 'vod',
  HISTORY: 'history',
  FIGHTERS: 'fighters',
  FIGHTER: 'fighter',
  LIVE: 'live',
  MULTI_VIEW: 'multiView',
  NEWS: 'news',
  NEWS_ITEM: 'newsItem',
  LOGIN: 'login',
  SIGNUP: 'signup',
  LOGOUT: 'logout',
  HOME: 'home',
  PURCHASE: 'purchase',
  INTERSTITIAL: 'interstitial',
  SEARCH: 'search',
  PAY: 'pay',
  PLAYLIST: 'playlist',
  SERIES: 'series',
  SEASON: 'season',
  SECTION: 'section',
  PLUGIN: 'plugin',
} as const satisfies Record<string, ScreenKey>;
