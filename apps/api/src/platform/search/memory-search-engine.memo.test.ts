import { beforeEach, describe, expect, it } from "vitest";
import { MemorySearchEngine } from "./memory-search-engine.ts";
import type { SearchDocument, SearchRequest } from "./search-engine.ts";
import { PRICE_BANDS } from "./search-engine.ts";
import { CATEGORY, FIXTURE } from "./search.fixture.ts";

// The engine remembers what a query and its filters come to and keeps the catalogue sorted per sort
// (docs/decisions/018-catalogue-read-speed.md). These tests hold that remembered answers are the answers a
// fresh engine gives, after every kind of write, and that a stock move only re-counts its own pharmacy.

const SORTS = [
  "relevance",
  "price_asc",
  "price_desc",
  "newest",
  "best_selling",
] as const;
const QUERIES = [
  undefined,
  "paracetamol",
  "vitamin c",
  "obat batuk",
  "promag",
  "xyzzy",
];
const FILTERS: SearchRequest["filters"][] = [
  {},
  { drug_classes: ["bebas"] },
  { min_price: 10_000, max_price: 60_000 },
  { in_stock_at: 1 },
  { in_stock_at: 2, drug_classes: ["bebas", "bebas_terbatas"] },
  { brand_id: FIXTURE[0]!.brand_id! },
  { category_ids: [FIXTURE[0]!.category_ids[0]!] },
];

function requests(): SearchRequest[] {
  const out: SearchRequest[] = [];
  for (const q of QUERIES)
    for (const filters of FILTERS)
      for (const sort of SORTS)
        for (const [page, perPage] of [
          [1, 3],
          [2, 3],
          [1, 100],
          [40, 2],
        ] as const)
          out.push({ q, filters, sort, page, perPage });
  return out;
}

/** Half the engines walk the kept sort orders for every filter, as a large catalogue does for large sets. */
let walk = false;
function engineWith(docs: SearchDocument[]): MemorySearchEngine {
  const engine = walk
    ? new MemorySearchEngine(undefined, 0)
    : new MemorySearchEngine();
  engine.replaceAll(docs);
  return engine;
}

/** Every request answered by the long-lived engine (memos warm) equals a fresh engine's answer. */
function expectSameAsFresh(
  engine: MemorySearchEngine,
  docs: SearchDocument[],
): void {
  const fresh = engineWith(docs);
  for (const r of requests())
    expect(engine.search(r), JSON.stringify(r)).toEqual(fresh.search(r));
  for (const prefix of ["p", "para", "vit", "pro"])
    expect(engine.suggest(prefix, 8)).toEqual(fresh.suggest(prefix, 8));
}

for (const walking of [false, true])
  describe(`remembered results stay right${walking ? ", every set walked" : ""}`, () => {
    beforeEach(() => {
      walk = walking;
    });
    it("pages, sorts and counts equal a fresh engine before and after each kind of write", () => {
      let docs = FIXTURE.map((d) => ({ ...d }));
      const engine = engineWith(docs);
      for (const r of requests()) engine.search(r); // warm every memo
      expectSameAsFresh(engine, docs);

      // Stock only: one product sells out at pharmacy 1.
      const target = docs.find((d) => d.in_stock_at.includes(1))!;
      docs = docs.map((d) =>
        d.id === target.id
          ? { ...d, in_stock_at: d.in_stock_at.filter((p) => p !== 1) }
          : d,
      );
      engine.upsert(docs.find((d) => d.id === target.id)!);
      expectSameAsFresh(engine, docs);

      // A price change reorders the price sorts and moves price bands.
      docs = docs.map((d) =>
        d.id === target.id ? { ...d, price: 999_999 } : d,
      );
      engine.upsert(docs.find((d) => d.id === target.id)!);
      expectSameAsFresh(engine, docs);

      // A new product and a removed one.
      const added = {
        ...FIXTURE[3]!,
        id: 9_001,
        sku: "APT-9001",
        name_id: "Paracetamol Baru 500 mg",
        name_en: "New Paracetamol 500 mg",
        in_stock_at: [2],
      };
      docs = [...docs.filter((d) => d.id !== FIXTURE[5]!.id), added];
      engine.upsert(added);
      engine.remove(FIXTURE[5]!.id);
      expectSameAsFresh(engine, docs);
    });

    it("a stock move keeps the counts right for the pharmacy it happened at and leaves the others alone", () => {
      const docs = FIXTURE.map((d) => ({ ...d, in_stock_at: [1, 2] }));
      const engine = engineWith(docs);
      const at = (pharmacy: number) =>
        engine.search({
          filters: { in_stock_at: pharmacy },
          sort: "relevance",
          page: 1,
          perPage: 5,
        });
      const all = () =>
        engine.search({ filters: {}, sort: "price_asc", page: 1, perPage: 5 });
      const before = { one: at(1), two: at(2), all: all() };
      expect(before.one.total).toBe(docs.length);

      engine.upsert({ ...docs[0]!, in_stock_at: [2] });
      expect(at(1).total).toBe(docs.length - 1);
      expect(at(1).ids).not.toContain(docs[0]!.id);
      // Nothing pharmacy 2 or an unfiltered list shows depends on pharmacy 1's shelf: the very same answers.
      expect(at(2)).toEqual(before.two);
      expect(all()).toEqual(before.all);

      engine.upsert({ ...docs[0]!, in_stock_at: [1, 2] });
      expect(at(1)).toEqual(before.one);
    });
  });

/** The facet rule written out plainly: each facet counts the documents passing every filter but its own. */
function reference(docs: SearchDocument[], f: SearchRequest["filters"]) {
  const checks = {
    category: (d: SearchDocument) =>
      !f.category_ids?.length ||
      d.category_ids.some((c) => f.category_ids!.includes(c)),
    brand: (d: SearchDocument) =>
      f.brand_id === undefined || d.brand_id === f.brand_id,
    drug_class: (d: SearchDocument) =>
      !f.drug_classes?.length || f.drug_classes.includes(d.drug_class),
    price_band: (d: SearchDocument) =>
      (f.min_price === undefined || d.price >= f.min_price) &&
      (f.max_price === undefined || d.price <= f.max_price),
  };
  const stocked = docs.filter(
    (d) => f.in_stock_at === undefined || d.in_stock_at.includes(f.in_stock_at),
  );
  const but = (own: keyof typeof checks) =>
    stocked.filter((d) =>
      Object.entries(checks).every(([k, ok]) => k === own || ok(d)),
    );
  const tally = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const band = (price: number) =>
    PRICE_BANDS.find(([, min, max]) => price >= min && price < max)![0];
  return {
    total: but("category").filter(checks.category).length,
    bestSelling: but("category")
      .filter(checks.category)
      .sort((a, b) => b.sold - a.sold || a.id - b.id)
      .map((d) => d.id),
    category: tally(but("category").flatMap((d) => d.category_ids.map(String))),
    brand: tally(
      but("brand").flatMap((d) =>
        d.brand_id !== null ? [String(d.brand_id)] : [],
      ),
    ),
    drug_class: tally(but("drug_class").map((d) => d.drug_class)),
    price_band: tally(but("price_band").map((d) => band(d.price))),
  };
}

for (const walking of [false, true])
  describe(`counts read from a category or brand instead of every product${walking ? ", every set walked" : ""}`, () => {
    beforeEach(() => {
      walk = walking;
    });
    it("give every facet and total the plain rule gives, for every mix of filters", () => {
      const engine = engineWith(FIXTURE);
      const brands = [
        ...new Set(
          FIXTURE.map((d) => d.brand_id).filter((b): b is number => b !== null),
        ),
      ];
      const filterSets: SearchRequest["filters"][] = [];
      for (const category_ids of [
        undefined,
        [CATEGORY.demamNyeri],
        [CATEGORY.sirupAnak],
        [CATEGORY.vitamin, CATEGORY.kulit],
        [999],
      ])
        for (const brand_id of [undefined, brands[0], brands[1], 999])
          for (const drug_classes of [undefined, ["bebas" as const]])
            for (const price of [{}, { min_price: 20_000, max_price: 80_000 }])
              for (const in_stock_at of [undefined, 1, 3])
                filterSets.push({
                  category_ids,
                  brand_id,
                  drug_classes,
                  ...price,
                  in_stock_at,
                } as SearchRequest["filters"]);
      const asMap = (buckets: Array<{ key: string; count: number }>) =>
        new Map(buckets.map((b) => [b.key, b.count]));
      for (const filters of filterSets) {
        const got = engine.search({
          filters,
          sort: "best_selling",
          page: 1,
          perPage: 5,
        });
        const want = reference(FIXTURE, filters);
        const label = JSON.stringify(filters);
        expect(got.total, label).toBe(want.total);
        expect(got.ids, label).toEqual(want.bestSelling.slice(0, 5));
        expect(
          engine.search({ filters, sort: "best_selling", page: 2, perPage: 3 })
            .ids,
          label,
        ).toEqual(want.bestSelling.slice(3, 6));
        expect(asMap(got.facets.category), label).toEqual(want.category);
        expect(asMap(got.facets.brand), label).toEqual(want.brand);
        expect(asMap(got.facets.drug_class), label).toEqual(want.drug_class);
        expect(asMap(got.facets.price_band), label).toEqual(want.price_band);
      }
    });
  });
