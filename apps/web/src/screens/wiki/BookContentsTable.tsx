import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportFailure } from '../../feedback/index.ts';
import { mayDo, resourcePaths } from '../../kit/resource/resource-paths.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { contentsTableQuery, moveNode, TOC_LEVELS, type TocNode } from './contents-table.query.ts';

/**
 * A book's whole table of contents under its form: sections > subsections > contents as nested
 * ordered lists, each linked to its record, with move up/down buttons for those who may edit. One
 * call serves the tree; a move asks the server (which keeps positions dense) and reads it again.
 */
export function BookContentsTable({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const toc = useQuery(contentsTableQuery(recordId));
  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby="book-contents-title">
      <Title order={2} size="h4" id="book-contents-title">
        {t('resources.digitalbooks.contentsTable.title')}
      </Title>
      {toc.isPending ? (
        <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />
      ) : toc.isError || !toc.data ? (
        <Alert color="red">{t('resources.digitalbooks.contentsTable.error')}</Alert>
      ) : toc.data.sections.length === 0 ? (
        <Text c="dimmed">{t('resources.digitalbooks.contentsTable.empty')}</Text>
      ) : (
        <Nodes nodes={toc.data.sections} depth={0} bookId={recordId} />
      )}
    </Stack>
  );
}

function Nodes({ nodes, depth, bookId }: { nodes: TocNode[]; depth: number; bookId: string }) {
  const level = TOC_LEVELS[depth]!;
  return (
    <Stack
      component="ol"
      gap={4}
      pl={depth === 0 ? 0 : 'lg'}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid={`toc-${level.definition.name}`}
    >
      {nodes.map((node, index) => {
        const children = level.children ? node[level.children] : undefined;
        return (
          <li key={node.id}>
            <NodeRow
              node={node}
              depth={depth}
              bookId={bookId}
              first={index === 0}
              last={index === nodes.length - 1}
            />
            {children?.length ? <Nodes nodes={children} depth={depth + 1} bookId={bookId} /> : null}
          </li>
        );
      })}
    </Stack>
  );
}

interface NodeRowProps {
  node: TocNode;
  depth: number;
  bookId: string;
  first: boolean;
  last: boolean;
}

function NodeRow({ node, depth, bookId, first, last }: NodeRowProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const { definition } = TOC_LEVELS[depth]!;
  const details = mayDo(definition, 'details', user)
    ? resourcePaths(definition).details(String(node.id))
    : null;
  const title = node.title || t('resources.digitalbooks.contentsTable.untitled');
  const move = async (position: number) => {
    setMoving(true);
    try {
      await moveNode(definition, node.id, position);
      await queryClient.invalidateQueries({ queryKey: contentsTableQuery(bookId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['resource', definition.name] });
    } catch (error) {
      reportFailure(error, { fallbackMessage: t('resources.digitalbooks.contentsTable.moveError') });
    } finally {
      setMoving(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" py={2} data-testid={`toc-node-${definition.name}-${node.id}`}>
      <Text size="sm" c="dimmed" w={24} ta="right">
        {node.position}.
      </Text>
      {details ? (
        <Anchor component={Link} to={details} size="sm" fw={depth === 0 ? 600 : undefined}>
          {title}
        </Anchor>
      ) : (
        <Text size="sm">{title}</Text>
      )}
      {node.active === false ? (
        <Badge size="xs" variant="light" color="gray">
          {t('resources.digitalbooks.contentsTable.inactive')}
        </Badge>
      ) : null}
      {mayDo(definition, 'edit', user) ? (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={first || moving}
            onClick={() => void move(node.position - 1)}
            aria-label={t('resources.digitalbooks.contentsTable.moveUp', { title })}
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={last || moving}
            onClick={() => void move(node.position + 1)}
            aria-label={t('resources.digitalbooks.contentsTable.moveDown', { title })}
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}
