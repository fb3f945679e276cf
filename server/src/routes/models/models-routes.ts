import { modelCatalogueSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { modelCatalogue } from '../../platform/models/model-catalogue';
import { SIGNED_IN } from '../../authorization/access-rule';
import { apiRoutes } from '../../http/route';

/** The model catalogue: the built-in analyst and the models this server can reach (never their address or key). */
export function modelRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'analysis');

  route.get('/models', { access: SIGNED_IN, ok: modelCatalogueSchema }, async () =>
    modelCatalogue(ctx.config.models),
  );
}
