import { HttpException, HttpStatus } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';

// A method the path does not have answers 405 Method Not Allowed with `Allow` listing the methods it
// has (RFC 9110 §15.5.6), in the one error shape; a path no route has stays the API's 404. Mounted on
// /api before the routes, it reads the routes from express's router when the first request arrives
// (Nest registers them in init).

interface RouteLayer {
  match(path: string): boolean;
  route?: { methods: Record<string, boolean> };
}

function routeLayers(app: Express): RouteLayer[] {
  const router = (app as unknown as { router?: { stack: RouteLayer[] } }).router;
  return (router?.stack ?? []).filter((layer) => layer.route);
}

/** The methods of the routes whose path matches, upper-case (HEAD wherever GET is). */
function methodsOf(layers: RouteLayer[], path: string): Set<string> {
  const methods = new Set<string>();
  for (const layer of layers) {
    if (!layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route!.methods)) {
      if (!on || method === '_all') continue;
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
    }
  }
  return methods;
}

export function methodNotAllowed(app: Express) {
  let layers: RouteLayer[] | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') return next();
    if (!layers?.length) layers = routeLayers(app);
    const path = req.originalUrl.split('?')[0];
    const methods = methodsOf(layers, path);
    if (methods.size === 0 || methods.has(req.method)) return next();
    res.setHeader('Allow', [...methods].sort().join(', '));
    next(new HttpException(`${req.method} is not allowed here; allowed: ${[...methods].sort().join(', ')}`, HttpStatus.METHOD_NOT_ALLOWED));
  };
}
