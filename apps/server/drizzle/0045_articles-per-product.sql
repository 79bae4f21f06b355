-- Articles counted per product (row_counts, migration 0017): the article list filtered by its
-- product's name or code (ResourceStore.partitionFilters) reads its total from the counters of the
-- matching products, not by counting their articles (the bench's 500 "blueface" products: 5,000
-- articles on 1,000 index pages, 2.3 ms).
SELECT row_counts_track_partitions('articles'::regclass, 'product_id');
