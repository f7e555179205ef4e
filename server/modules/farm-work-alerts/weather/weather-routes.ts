// GET /api/farms/{farmId}/weather: the farm page's weather panel (docs/product/farm-work-notifications.md
// "Weather"). Any member who may see the farm may read it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FarmWeatherResponseSchema } from '@/shared/contracts/weather';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { farmWeather } from './farm-weather';
import { createWeatherClient } from './open-meteo';
import { weatherBaseUrlNow } from '@/server/modules/integrations/service-settings';

export const weatherRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  const client = createWeatherClient({
    baseUrl: ctx.config.WEATHER_API_URL,
    baseUrlNow: () => weatherBaseUrlNow(ctx),
  });

  app.get(
    '/:farmId/weather',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: FarmWeatherResponseSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'farms.view',
      );
      const data = await farmWeather(client, farm, (error) =>
        request.log.warn({ err: error, farmId: farm.id }, 'weather service unavailable'),
      );
      return { data };
    },
  );
};
