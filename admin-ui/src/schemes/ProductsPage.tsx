import { Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useAuthenticated, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { PRODUCT_TYPES, type ProductType, type SchemeView } from '@fund/contracts';

import { PageHeader } from '../components/PageHeader';
import { DeleteSchemeDialog } from './DeleteSchemeDialog';
import { SchemeDialog, type SchemeDialogState } from './SchemeDialog';
import { SchemeList } from './SchemeList';

const isProduct = (value: string | null): value is ProductType => (PRODUCT_TYPES as readonly (string | null)[]).includes(value);

/**
 * Products & Schemes (/admin/products, spec/001 §2): one tab per product, each with Create Scheme and
 * its schemes as cards, the current ones or (?view=archived) the archived ones. The open tab and view
 * are in the address (?product=musharakah&view=archived), so they can be linked.
 */
export const ProductsPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('product');
  const product: ProductType = isProduct(requested) ? requested : 'murabaha';
  // Issue 19 item 5: ?view=archived lists the archived schemes (kept with their history).
  const archived = params.get('view') === 'archived';
  // ?create=scheme (the empty dashboard's Create your first scheme) opens the scheme form at once.
  const [dialog, setDialog] = useState<SchemeDialogState | null>(() =>
    params.get('create') === 'scheme' ? { mode: 'create', productId: product } : null,
  );
  const [deleting, setDeleting] = useState<SchemeView | null>(null);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title="app.schemes.title" subtitle={translate('app.schemes.subtitle')} />
      <Card>
        <Tabs
          value={product}
          onChange={(_event, value: ProductType) =>
            setParams(archived ? { product: value, view: 'archived' } : { product: value }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('app.schemes.products_label')}
          sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingInline: 1 }}
        >
          {PRODUCT_TYPES.map((type) => (
            <Tab
              key={type}
              value={type}
              label={translate(`app.schemes.products.${type}`)}
              id={`product-tab-${type}`}
              aria-controls="product-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="product-panel" aria-labelledby={`product-tab-${product}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <SchemeList
            key={`${product}-${archived}`}
            productId={product}
            archived={archived}
            onArchivedChange={(value) => setParams(value ? { product, view: 'archived' } : { product }, { replace: true })}
            onCreate={() => setDialog({ mode: 'create', productId: product })}
            onEdit={(scheme) => setDialog({ mode: 'edit', scheme })}
            onDelete={setDeleting}
          />
        </Box>
      </Card>
      <SchemeDialog state={dialog} onClose={() => setDialog(null)} />
      <DeleteSchemeDialog scheme={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
};
