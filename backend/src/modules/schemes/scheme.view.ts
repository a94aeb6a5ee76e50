import type { Product } from './product.entity.js';
import type { SchemeDocument } from './scheme-document.entity.js';
import type { Scheme } from './scheme.entity.js';

/** A scheme read with its product joined (leftJoinAndMapOne onto `product`). */
export type SchemeWithProduct = Scheme & { product?: Product | null };

/** spec/000 §3 "Scheme (investor view)". */
export interface InvestorSchemeView {
  id: string;
  name: string;
  description: string;
  country: string;
  status: string;
  minimumInvestment: number;
  term: string;
  roiPerAnnum: string;
  liquidity: string;
  returnType: string;
  payoutFrequency: string;
  capitalReturnMethod: string;
  videoUrl: string | null;
  productId: string;
  productName: string | null;
}

/** spec/001 §3 "schemes" plus productName, for the lists and the admin back office. */
export interface SchemeView extends InvestorSchemeView {
  createdAt: string;
  updatedAt: string;
}

/** spec/000 §3 "Scheme document" plus uploadedAt and schemeId (spec/001 §3). */
export interface SchemeDocumentView {
  id: string;
  schemeId: string;
  name: string;
  type: string;
  size: string;
  url: string | null;
  uploadedAt: string;
}

export function mapInvestorScheme(s: SchemeWithProduct): InvestorSchemeView {
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
  return { ...mapInvestorScheme(s), createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}

export function mapSchemeDocument(d: SchemeDocument): SchemeDocumentView {
  return { id: d.id, schemeId: d.schemeId, name: d.name, type: d.type, size: d.size, url: d.url, uploadedAt: d.uploadedAt.toISOString() };
}
