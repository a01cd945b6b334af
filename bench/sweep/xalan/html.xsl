<?xml version="1.0"?>
<!-- html output, attribute sets, xsl:element/attribute, variables holding result tree fragments, identity copy, messages -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="ISO-8859-1"/>
  <xsl:attribute-set name="cell"><xsl:attribute name="class">c</xsl:attribute><xsl:attribute name="align">left</xsl:attribute></xsl:attribute-set>
  <xsl:variable name="rtf"><b>bold</b><i>it</i></xsl:variable>
  <xsl:template match="/">
    <xsl:message>starting html</xsl:message>
    <html><head><title>Books</title></head><body>
      <table border="1">
        <xsl:for-each select="library/*">
          <tr><td xsl:use-attribute-sets="cell"><xsl:value-of select="name()"/></td>
              <td><xsl:value-of select="title"/></td>
              <xsl:element name="td"><xsl:attribute name="data-year"><xsl:value-of select="@year"/></xsl:attribute><xsl:value-of select="@year mod 100"/></xsl:element></tr>
        </xsl:for-each>
      </table>
      <p><xsl:copy-of select="$rtf"/> &#233;t&#233; &#8364; <br/> <input type="checkbox" checked="checked"/></p>
      <xsl:apply-templates select="library/book[1]"/>
    </body></html>
  </xsl:template>
  <xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>
</xsl:stylesheet>
