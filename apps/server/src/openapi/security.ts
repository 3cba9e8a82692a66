/**
 * How callers authenticate, as the OpenAPI document names it (docs/api.md, "Who is who"). Every
 * route declares one of SECURITY in its schema, so the document says what each call needs; the
 * hooks that enforce it are the route's own (onRequest / preHandler).
 */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A user session: the `accessToken` that `POST /api/auth/login` answers.',
  },
  clubToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bdj_…',
    description:
      "A club API token (`bdj_…`), created by the club's admins: reaches that club's integration calls only.",
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: "The server's `API_KEY`: the web app's public match creation and statistics mail.",
  },
  buttonKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-button-key',
    description: "A WatchButton's secret, shown once when the button is created or its secret regenerated.",
  },
  buttonKeyQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'key',
    description: 'The same secret in the query string, for devices that cannot set headers.',
  },
  displayToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-display-token',
    description: "A TV's device token, answered once by `POST /api/displays/pairing` (docs/displays.md).",
  },
  pressToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-press-token',
    description:
      "A phone's press link token (`POST /api/matches/{matchId}/press-links`): scores that match only, until it expires.",
  },
  pressTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 't',
    description: 'The same token in the query string, as the QR code carries it.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `METRICS_TOKEN` of the server (Prometheus).',
  },
} as const;

type Requirement = Readonly<Partial<Record<keyof typeof SECURITY_SCHEMES, readonly string[]>>>;

/** The security requirements of the routes: alternatives, any one of which is enough. */
export const SECURITY = {
  /** Anyone, no credentials. */
  public: [],
  /** A signed-in user (the route checks the role and the object). */
  session: [{ session: [] }],
  /** Anyone; a signed-in user may do more (the route says what). */
  optionalSession: [{}, { session: [] }],
  apiKey: [{ apiKey: [] }],
  /** The web app's API key, with a court token in the body or the session of the court's manager. */
  apiKeyOptionalSession: [{ apiKey: [] }, { apiKey: [], session: [] }],
  button: [{ buttonKey: [] }, { buttonKeyQuery: [] }],
  /** A phone's press link token, for its one match (docs/api.md, "Score from a phone"). */
  pressLink: [{ pressToken: [] }, { pressTokenQuery: [] }],
  /** A club API token of the club in the path, or a session of one of its admins. */
  club: [{ clubToken: [] }, { session: [] }],
  /** A paired or pending TV, by its device token. */
  display: [{ displayToken: [] }],
  /** Anyone; a TV that already has a device token sends it (the route says what changes). */
  optionalDisplay: [{}, { displayToken: [] }],
  metrics: [{ metricsToken: [] }],
} as const satisfies Record<string, readonly Requirement[]>;
