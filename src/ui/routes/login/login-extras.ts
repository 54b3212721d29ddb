// Everything the login page shows only after an answer, as ONE lazy chunk: the two-factor code step with
// its QR encoder (S107 / S108), the banner's extras for maintenance and an unsupported version (V110,
// E142), and the proof-of-work challenge's widget (E100, challenge_required). One dynamic entry rather than two: every further entry made the bundler split shared chunks that
// /login/ loads on first paint (jsx-runtime, react-router) into more requests, and the first download
// grew (docs/api/sign-in-gates.md, "The login page's first download"). The price: a V110 or E142 banner
// fetches the code step's chunk too, on a refusal that happens rarely.
export { default } from './two-factor/two-factor-step.tsx';
export { default as NoticeExtra } from './notice-extra.tsx';
export { default as ChallengeWidget } from './challenge/challenge-widget.tsx';
