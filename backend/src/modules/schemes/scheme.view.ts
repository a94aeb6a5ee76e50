import type { InvestorSchemeView, SchemeDocumentView, SchemeView } from '@fund/contracts';

import type { Product } from './product.entity.js';
import type { SchemeDocument } from './scheme-document.entity.js';
import type { Scheme } from './scheme.entity.js';

/** A scheme read with its product joined (leftJoinAndMapOne onto `product`). */
export type SchemeWithProduct = Scheme & { product?: Product | null };

export function mapInvestorScheme(
  s: Omit<Scheme, 'createdAt' | 'updatedAt' | 'archivedAt'> & { product?: Pick<Product, 'name'> | null },
): InvestorSchemeView {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    country: s.country,
    status: s.status,
    minimumInvestment: s.minimumInvestment,
    term: s.term,
    roiPerAnnum: s.roiPerAnnum,
    liquidity: s.liquidity,
    returnType: s.returnType,
    payoutFrequency: s.payoutFrequency,
    capitalReturnMethod: s.capitalReturnMethod,
    videoUrl: s.videoUrl,
    productId: s.productId,
    productName: s.product?.name ?? null,
  };
}

export function mapScheme(s: SchemeWithProduct): SchemeView {
  return {
    ...mapInvestorScheme(s),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    archivedAt: s.archivedAt ? s.archivedAt.toISOString() : null,
  };
}

export function mapSchemeDocument(d: SchemeDocument): SchemeDocumentView {
  return { id: d.id, schemeId: d.schemeId, name: d.name, type: d.type, size: d.size, url: d.url, uploadedAt: d.uploadedAt.toISOString() };
}
