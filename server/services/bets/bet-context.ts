// What the bet services need beyond every service's context: the edge's way of writing an answer, because a
// bet's answer is written before the bet and stored with it (services/answer-renderer.ts). The bet routes
// compose it (routes/bet-routes.ts), so the services never import the edge.
import type { AnswerRenderer } from '../answer-renderer.ts';
import type { ServiceContext } from '../context.ts';

export interface BetContext extends ServiceContext {
  answers: AnswerRenderer;
}
