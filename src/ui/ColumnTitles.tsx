/** A plain table's column titles, one <thead> row: the small tables that are no DataTable (pasted lines, an upload's result). */
export function ColumnTitles({ titles }: { titles: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title, i) => (
          // A fixed list: its place is its identity (a host may give two columns one text).
          <th key={i} scope="col">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
