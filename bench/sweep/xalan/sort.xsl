<?xml version="1.0"?>
<!-- sorting, numbering, format-number, sum/count/avg, choose, string functions; text output -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="text"/>
  <xsl:param name="min" select="20"/>
  <xsl:template match="/library">
    <xsl:text>Library </xsl:text><xsl:value-of select="@name"/><xsl:text>&#10;</xsl:text>
    <xsl:for-each select="book[price &gt; $min]">
      <xsl:sort select="price" data-type="number" order="descending"/>
      <xsl:number value="position()" format="i. "/>
      <xsl:value-of select="translate(title, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')"/>
      <xsl:text> by </xsl:text>
      <xsl:for-each select="author"><xsl:value-of select="."/><xsl:if test="position() != last()"> and </xsl:if></xsl:for-each>
      <xsl:text> costs </xsl:text><xsl:value-of select="format-number(price, '#,##0.00')"/>
      <xsl:choose>
        <xsl:when test="@year &lt; 1990"> (old)</xsl:when>
        <xsl:when test="@year &lt; 2005"> (mid)</xsl:when>
        <xsl:otherwise> (new)</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;</xsl:text>
    </xsl:for-each>
    <xsl:text>total </xsl:text><xsl:value-of select="sum(book/price)"/>
    <xsl:text> count </xsl:text><xsl:value-of select="count(//book)"/>
    <xsl:text> avg </xsl:text><xsl:value-of select="round(sum(book/price) div count(book) * 100) div 100"/>
    <xsl:text>&#10;</xsl:text>
    <xsl:value-of select="concat(substring-before('a-b-c', '-'), '|', substring-after('a-b-c', '-'), '|', normalize-space('  x   y  '), '|', string-length('hello'), '|', contains('kaba', 'ab'), '|', starts-with('kaba', 'k'))"/>
    <xsl:text>&#10;</xsl:text>
    <xsl:for-each select="book"><xsl:sort select="title" lang="en"/><xsl:value-of select="@id"/><xsl:text> </xsl:text></xsl:for-each>
    <xsl:text>&#10;</xsl:text>
  </xsl:template>
</xsl:stylesheet>
