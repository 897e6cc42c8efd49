import { Controls, Description, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { elementDoc, usageSnippets } from './usage';

/** One widget's element facts from the manifest: React and tag usage side by side. */
function Usage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters?.element as string | undefined;
  const el = tag ? elementDoc(tag) : undefined;
  if (!el) return null;
  const { react, html } = usageSnippets(el);
  return (
    <>
      <h2>Как подключить</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1rem' }}>
        <div>
          <h3>React (npm)</h3>
          <Source code={react} language="tsx" dark />
        </div>
        <div>
          <h3>Тег на странице</h3>
          <Source code={html} language="html" dark />
        </div>
      </div>
      {el.attributes.length + el.events.length + el.cssParts.length + el.cssProperties.length > 0 && (
        <table>
          <caption>Атрибуты, события, части и CSS-переменные</caption>
          <tbody>
            {el.attributes.map((a) => (
              <tr key={a.name}>
                <th scope="row">
                  <code>{a.name}</code>
                </th>
                <td>{a.type?.text}</td>
                <td>{a.description}</td>
              </tr>
            ))}
            {el.events.map((e) => (
              <tr key={e.name}>
                <th scope="row">
                  <code>{e.name}</code>
                </th>
                <td>событие</td>
                <td>{e.description}</td>
              </tr>
            ))}
            {el.cssParts.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>::part({p.name})</code>
                </th>
                <td>CSS part</td>
                <td>{p.description}</td>
              </tr>
            ))}
            {el.cssProperties.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                </th>
                <td>CSS-переменная</td>
                <td>{p.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function UsageDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Usage />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
