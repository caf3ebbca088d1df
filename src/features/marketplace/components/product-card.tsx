// One marketplace product: category, title, seller, description, rating, downloads, price, Purchase and the wishlist star.
import { Badge, Button, Card, Heading, HStack, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import type { MarketplaceProduct } from '../../../content/marketplace';
import { AppIcon } from '../../../ui/app-icon';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { marketplaceTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

/** The samples' prices are whole US dollars or cents ("$49", "$9.50"). */
const formatPrice = (price: number) => formatNumber(price, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const formatRating = (rating: number) => formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export interface ProductCardProps {
  product: MarketplaceProduct;
  saved: boolean;
  /** Undefined when nothing can be saved (no signed-in user). */
  onToggleSaved: (() => void) | undefined;
  onPurchase: () => void;
}

export function ProductCard({ product, saved, onToggleSaved, onPurchase }: ProductCardProps) {
  const t = useT();
  return (
    <Card.Root as="article" variant="outline" height="full" data-testid="product-card" aria-labelledby={`product-${product.id}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {t(m.categoryLabels[product.category])}
          </Badge>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t(m.wishlistLabel, { title: product.title })}
            aria-pressed={saved}
            disabled={!onToggleSaved}
            onClick={onToggleSaved}
            color={saved ? 'orange.600' : 'fg.muted'}
            data-testid="wishlist-toggle"
          >
            <AppIcon path={icons.star} fill={saved ? 'currentColor' : 'none'} />
          </IconButton>
        </HStack>
        <Heading data-user-text dir="auto" as="h2" size="md" id={`product-${product.id}`}>
          {product.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t(m.seller, { name: product.seller })}
        </Text>
        <Text data-user-text dir="auto" textStyle="sm">{product.description}</Text>
        <HStack textStyle="sm" color="fg.muted" gap="4" wrap="wrap">
          <HStack gap="1">
            <AppIcon path={icons.star} color="orange.600" />
            <span aria-hidden="true">{formatRating(product.rating)}</span>
            <VisuallyHidden>{t(m.rating, { rating: formatRating(product.rating) })}</VisuallyHidden>
          </HStack>
          <HStack gap="1">
            <AppIcon path={icons.download} />
            <span>{t(m.downloads, { count: product.downloads })}</span>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="bold" fontSize="xl" data-testid="product-price">
          {formatPrice(product.price)}
        </Text>
        <Button colorPalette="brand" onClick={onPurchase} aria-label={t(m.purchaseLabel, { title: product.title })}>
          <AppIcon path={icons.creditCard} /> {t(m.purchase)}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
