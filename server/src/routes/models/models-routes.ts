import { modelCatalogueSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { modelCatalogue } from '../../platform/models/model-catalogue';
import { SIGNED_IN } from '../../authorization/access-rule';
import { responses } from '../../http/responses';

/** The model catalogue: the built-in analyst and the models this server can reach (never their address or key). */
export function modelRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/models', {
    config: { access: SIGNED_IN },
    schema: { tags: ['analysis'], response: responses({ 200: modelCatalogueSchema }) },
    handler: async () => modelCatalogue(ctx.config.models),
  });
}
